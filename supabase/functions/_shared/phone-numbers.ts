/**
 * Who a caller or texter is, from the number Twilio gives (docs/decisions/0053): a withheld number (Twilio's
 * placeholders), a number outside the US and Canada, or one we may text, with every time zone it may be in.
 */

/**
 * What Twilio puts in From when the caller hides their number, in this order: anonymous, restricted, unknown, blocked,
 * unavailable. Read as digits, +7378742833 would be a Texas number.
 */
const withheldPlaceholders = new Set(['+266696687', '+7378742833', '+8656696', '+2562533', '+86282452253'])

/** +1 area codes of countries other than the US and Canada: the Caribbean's and Bermuda's. */
const otherCountriesOfPlusOne = new Set([
  '242', '246', '264', '268', '284', '345', '441', '473', '649', '658', '664', '721', '758', '767', '784', '809',
  '829', '849', '868', '869', '876',
]) // prettier-ignore

const eastern = 'America/New_York'
const central = 'America/Chicago'
/** Every zone of the contiguous US and Canada's provinces west of the Maritimes (Arizona and Saskatchewan fall within). */
const mainland = [eastern, central, 'America/Denver', 'America/Los_Angeles']

/**
 * Area codes whose zones are known. Florida's, and whole states of the East that lie in one zone; Florida's
 * panhandle code (850, and 448 over it) spans Eastern and Central. Every area code reaching outside the mainland zones
 * is here, so any other code is somewhere in `mainland`.
 */
const zonesByAreaCode: Record<string, readonly string[]> = {
  ...areaCodes(eastern, [
    // Florida
    '239 305 321 324 352 386 407 561 645 656 689 727 728 754 772 786 813 863 904 941 954',
    // Georgia, South Carolina, North Carolina, Virginia, West Virginia, Ohio
    '229 404 470 478 678 706 762 770 912 943 803 839 843 854 864 252 336 472 704 743 828 910 919 980 984',
    '276 434 540 571 686 703 757 804 826 948 304 681 216 220 234 283 326 330 380 419 436 440 513 567 614 740 937',
    // New York, New Jersey, Pennsylvania, Delaware, Maryland, the District of Columbia
    '212 315 332 347 363 516 518 585 607 624 631 646 680 716 718 838 845 914 917 929 934 201 551 609 640 732 848',
    '856 862 908 973 215 223 267 272 412 445 484 570 582 610 717 724 814 835 878 302 227 240 301 410 443 667 202 771',
    // New England
    '339 351 413 508 617 774 781 857 978 203 475 860 959 401 603 802 207',
  ]),
  ...areaCodes([eastern, central], ['850 448']),
  // Outside the mainland zones: Atlantic Canada, Newfoundland, Alaska, Hawaii, the US territories.
  ...areaCodes(['America/Halifax'], ['902 782 506 428']),
  // Newfoundland's codes cover Labrador, on Atlantic time; Quebec's east holds the Magdalen Islands, on Atlantic too.
  ...areaCodes(['America/St_Johns', 'America/Halifax'], ['709 879']),
  ...areaCodes([eastern, 'America/Halifax'], ['418 581 367']),
  ...areaCodes(['America/Anchorage', 'America/Adak'], ['907']),
  ...areaCodes(['Pacific/Honolulu'], ['808']),
  ...areaCodes(['America/Puerto_Rico'], ['787 939 340']),
  ...areaCodes(['Pacific/Guam'], ['671 670']),
  ...areaCodes(['Pacific/Pago_Pago'], ['684']),
}

function areaCodes(zones: string | readonly string[], lists: readonly string[]): Record<string, readonly string[]> {
  const zoneList = typeof zones === 'string' ? [zones] : zones
  return Object.fromEntries(lists.flatMap((list) => list.split(' ')).map((code) => [code, zoneList]))
}

export type Caller =
  /** Hidden, empty or not a number: stored and alerted as withheld, never texted, counted with nobody else. */
  | { kind: 'withheld' }
  /** A real number outside the US and Canada: the owner may call it back; no automated text. */
  | { kind: 'abroad'; number: string }
  /** A US or Canadian number in E.164, with every zone it may be in. */
  | { kind: 'textable'; number: string; zones: readonly string[] }

/** The caller behind Twilio's From (E.164, a placeholder, or a word such as "Anonymous"). */
export function callerOf(from: string): Caller {
  const number = from.trim()
  if (!/^\+[1-9]\d{5,14}$/.test(number) || withheldPlaceholders.has(number)) return { kind: 'withheld' }
  const plusOne = /^\+1([2-9]\d\d)[2-9]\d{6}$/.exec(number)
  if (!plusOne) return { kind: 'abroad', number }
  const areaCode = plusOne[1]!
  if (otherCountriesOfPlusOne.has(areaCode)) return { kind: 'abroad', number }
  return { kind: 'textable', number, zones: zonesByAreaCode[areaCode] ?? mainland }
}

/** The zones of a number we may text, or undefined for any other. */
export const zonesOf = (number: string): readonly string[] | undefined => {
  const caller = callerOf(number)
  return caller.kind === 'textable' ? caller.zones : undefined
}

/** Why a caller gets no automated text, as the owner reads it; undefined for one who may get it. */
export function whyNotTextable(caller: Caller): string | undefined {
  if (caller.kind === 'withheld') return 'the number was withheld'
  if (caller.kind === 'abroad') return 'the number is outside the US and Canada'
  return undefined
}

/** A number as logs may show it: its country code, area code and exchange, and its last two digits (+1352555••42). */
export const maskPhone = (number: string): string => {
  const digits = number.replace(/\D/g, '')
  if (digits.length < 7) return '••'
  return `${number.trim().startsWith('+') ? '+' : ''}${digits.slice(0, -4)}••${digits.slice(-2)}`
}

/** Any text with every phone number in it masked: for logs, which never carry a whole number. */
export const maskPhonesIn = (text: string): string =>
  text.replace(/\+?\d[\d\s().-]{8,}\d/g, (match) => (match.replace(/\D/g, '').length >= 10 ? maskPhone(match) : match))
