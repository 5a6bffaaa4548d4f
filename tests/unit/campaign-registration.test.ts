/**
 * The A2P 10DLC campaign's registration (builder/campaign-registration.ts, decision 0078): written from content, it
 * quotes the notice a caller hears and the form's consent box word for word, its samples are the texts the functions
 * send, its keywords are the ones inbound-sms honours, and an edit of content changes it.
 */
import { describe, expect, it } from 'vitest'
import { campaignRegistration, campaignRegistrationText } from '../../builder/campaign-registration'
import { leadsCopySchema } from '../../content/leads.schema'
import { siteContent } from '../../content/site-content'
import { consentText } from '../../src/features/leads/consent-text'
import { helpWords, smsKindOf, startWords, stopWords } from '../../supabase/functions/_shared/inbound-texts'
import { siteContent as functionContent } from '../../supabase/functions/_shared/site-content.generated'

type Content = typeof siteContent

const fieldOf = (name: RegExp, content: Content = siteContent): string => {
  const found = campaignRegistration(content).find((field) => name.test(field.name))
  if (!found) throw new Error(`no field named like ${name}`)
  return found.text
}

/** The text of content around its {placeholders}: each piece must appear as written. */
const piecesOf = (text: string) => text.split(/\{\w+\}/).filter((piece) => piece.trim())

describe("the campaign's registration", () => {
  it('quotes, in its message flow, the spoken notice as the call speaks it and the consent box as the form shows it', () => {
    const flow = fieldOf(/^Message flow/)
    expect(flow).toContain(`"${functionContent.calls.textBackNotice}"`)
    expect(flow).toContain(`"${functionContent.calls.textBack}"`)
    expect(flow).toContain(`"${consentText(siteContent.leadsCopy.consent, siteContent.business.name)}"`)
    for (const piece of [
      ...piecesOf(siteContent.leadsCopy.calls.textBackNotice),
      ...piecesOf(siteContent.leadsCopy.consent.text),
    ])
      expect(flow).toContain(piece)
  })

  it('gives as samples the texts the functions send: text-back, HELP and STOP answers, an owner alert, a forward', () => {
    const samples = campaignRegistration(siteContent)
      .filter((field) => field.name.startsWith('Sample message'))
      .map((field) => field.text)
    expect(samples.length).toBeLessThanOrEqual(5)
    const { textBack, helpReply, stopConfirmation } = functionContent.calls
    expect(samples).toEqual(expect.arrayContaining([textBack, helpReply, stopConfirmation]))
    expect(
      samples.filter((sample) => sample.startsWith(`Missed call for ${functionContent.businessName}: `)),
    ).toHaveLength(1)
    expect(samples).toContainEqual(expect.stringMatching(/^Text from \+1\d{10}: /))
    expect(fieldOf(/^Help message/)).toBe(helpReply)
    expect(fieldOf(/^Opt-out message/)).toBe(stopConfirmation)
  })

  it('lists as keywords exactly the words inbound-sms honours, each read as that keyword', () => {
    const keywords = (name: RegExp) => fieldOf(name).split(', ')
    const lists = [
      [/^Opt-out keywords/, stopWords, 'stop'],
      [/^Opt-in keywords/, startWords, 'start'],
      [/^Help keywords/, helpWords, 'help'],
    ] as const
    for (const [name, words, kind] of lists) {
      expect(keywords(name)).toEqual([...words])
      for (const word of keywords(name)) expect(smsKindOf(word), word).toBe(kind)
    }
  })

  it('follows an edit of content that the schemas accept: the new words replace the old', () => {
    const calls = siteContent.leadsCopy.calls
    const edited: Content = {
      ...siteContent,
      leadsCopy: leadsCopySchema.parse({
        ...siteContent.leadsCopy,
        calls: {
          ...calls,
          textBackNotice: 'A note from {business}: we may text this number back if we miss you. Reply STOP to end it.',
          textBack: '{business} here: we missed you and will call back soon. Reply STOP to opt out of texts.',
        },
        consent: {
          ...siteContent.leadsCopy.consent,
          text: `I agree that {business} may text me. ${siteContent.leadsCopy.consent.text}`,
        },
      }),
    }
    const before = campaignRegistrationText(siteContent)
    const after = campaignRegistrationText(edited)
    const name = siteContent.business.name
    expect(after).toContain(`"A note from ${name}: we may text this number back if we miss you. Reply STOP to end it."`)
    expect(after).toContain(`${name} here: we missed you and will call back soon. Reply STOP to opt out of texts.`)
    expect(after).toContain(`"I agree that ${name} may text me. `)
    expect(after).not.toContain(functionContent.calls.textBackNotice)
    expect(before).toContain(functionContent.calls.textBackNotice)
  })
})
