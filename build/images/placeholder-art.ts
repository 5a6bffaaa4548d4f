/** Paints calm, flat SVG placeholder illustrations of North Central Florida homes until real photos replace them. */
import type { PlaceholderScene } from '../../content/images.schema'

type Rng = () => number
type Point = [number, number]
type Mood = 'sunny' | 'storm' | 'bright'
type HouseStyle = 'ranch' | 'block' | 'bungalow' | 'cracker'
type TreeKind = 'oak' | 'palm' | 'pine'

interface Frame {
  w: number
  h: number
  /** The drawing unit: every size is a multiple of it, so the picture keeps its proportions at any pixel size. */
  u: number
  horizonY: number
  groundY: number
}

interface House {
  style: HouseStyle
  cx: number
  baseY: number
  w: number
  wallH: number
  roofH: number
  wall: string
  roof: string
  door: string
  shutter: string | null
  /** Which end holds the garage (ranch homes only); 0 for none. */
  garageSide: -1 | 0 | 1
}

interface RoofLine {
  eaveY: number
  ridgeY: number
  eaveL: number
  eaveR: number
  ridgeL: number
  ridgeR: number
}

interface TreeSpot {
  kind: TreeKind
  x: number
  baseY: number
  k: number
}

interface MoodStyle {
  skyTop: string
  skyBottom: string
  lawnTop: string
  lawnBottom: string
  farTrees: string
  nearTrees: string
}

interface Art {
  defs: string
  body: string
}

const palette = {
  green: '#14532d',
  orange: '#c2410c',
  trim: '#fbfaf5',
  glass: '#9dbccb',
  bark: '#5e4b3b',
  moss: '#bcc2ad',
  concrete: '#d9d5cb',
  shade: '#0f2f1c',
  tarp: '#2f6fb3',
}
const wallColors = ['#f4efe4', '#ecdfc3', '#d9e0d0', '#d3dde1', '#f0e6c8', '#e8e4dc']
const roofColors = ['#4e555b', '#5c5249', '#646a6e', '#4d5c66']
const tinColors = ['#7f8b92', '#8a9499', '#78878f']
const doorColors = [palette.orange, palette.green, '#9a3412', '#2f4858']
const shutterColors = [palette.green, '#3f5661', '#6b7280']
const oakTone = { dark: '#1b4a2c', mid: '#2c6a3d', light: '#4d8a54' }
const stormOakTone = { dark: '#213f2c', mid: '#355f41', light: '#55805a' }

const moods: Record<Mood, MoodStyle> = {
  sunny: {
    skyTop: '#7aa3be',
    skyBottom: '#c9dadd',
    lawnTop: '#8aa972',
    lawnBottom: '#5c8552',
    farTrees: '#9fb5a3',
    nearTrees: '#73937a',
  },
  storm: {
    skyTop: '#66717a',
    skyBottom: '#bcc3c3',
    lawnTop: '#7d9470',
    lawnBottom: '#536d4c',
    farTrees: '#8f9d95',
    nearTrees: '#66796c',
  },
  bright: {
    skyTop: '#5ba3d3',
    skyBottom: '#e2f1f6',
    lawnTop: '#8fc06e',
    lawnBottom: '#5a924d',
    farTrees: '#9cbd9e',
    nearTrees: '#62956a',
  },
}

/** FNV-1a: a 32-bit seed from the picture's id. */
function hashString(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return hash >>> 0
}

function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng()
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
const num = (value: number): string => String(Math.round(value))
const points = (list: Point[]): string => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')

/** Template tag that writes numbers as whole design units (a tenth of u), keeping the markup short. */
function svg(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, text, i) => {
    const value = values[i - 1]
    return out + (typeof value === 'number' ? num(value) : (value ?? '')) + text
  })
}

/** The drawing is laid out in design units, 10 to u, then the viewBox scales it to the requested pixels. */
function makeFrame(width: number, height: number): Frame {
  const u = 10
  const pixelsPerUnit = Math.min(height / 75, width / 105) / u
  const w = width / pixelsPerUnit
  const h = height / pixelsPerUnit
  const groundY = h - Math.max(h * 0.27, 21 * u)
  return { w, h, u, groundY, horizonY: groundY - 8 * u }
}

function gradientDefs(mood: MoodStyle): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.skyTop}"/>` +
    `<stop offset="1" stop-color="${mood.skyBottom}"/></linearGradient>` +
    `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.lawnTop}"/>` +
    `<stop offset="1" stop-color="${mood.lawnBottom}"/></linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff8e4" stop-opacity=".85"/>' +
    '<stop offset=".3" stop-color="#fff8e4" stop-opacity=".35"/><stop offset="1" stop-color="#fff8e4" stop-opacity="0"/>' +
    '</radialGradient>'
  )
}

function sky(frame: Frame): string {
  return svg`<rect width="${frame.w}" height="${frame.horizonY + 4 * frame.u}" fill="url(#sky)"/>`
}

function sunGlow(x: number, y: number, r: number, withDisc: boolean): string {
  const glow = svg`<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)"/>`
  return withDisc ? glow + svg`<circle cx="${x}" cy="${y}" r="${r * 0.16}" fill="#fffaf0" opacity=".9"/>` : glow
}

/** A flat cloud: round puffs sitting on a flat, rounded base. */
function cloud(rng: Rng, x: number, y: number, width: number, fill: string, opacity: number): string {
  const puffs = 3 + Math.floor(rng() * 3)
  const baseH = width * 0.16
  let shapes = svg`<rect x="${x - width / 2}" y="${y - baseH}" width="${width}" height="${baseH}" rx="${baseH / 2}"/>`
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs
    const r = width * (0.09 + 0.15 * Math.sin(Math.PI * t)) * between(rng, 0.8, 1.2)
    shapes += svg`<circle cx="${x - width / 2 + width * t}" cy="${y - r}" r="${r}"/>`
  }
  return `<g fill="${fill}" opacity="${opacity}">${shapes}</g>`
}

/** Clouds scattered over the sky; `keepCenterClear` leaves the middle third free for text laid over the picture. */
function cloudField(rng: Rng, frame: Frame, count: number, fill: string, opacity: number, keepCenterClear: boolean) {
  let out = ''
  for (let i = 0; i < count; i++) {
    let x = between(rng, 0.02, 0.98) * frame.w
    if (keepCenterClear && x > frame.w * 0.3 && x < frame.w * 0.7)
      x = x < frame.w / 2 ? x - frame.w * 0.28 : x + frame.w * 0.28
    const y = between(rng, 0.12, 0.62) * (frame.horizonY - 6 * frame.u) + 6 * frame.u
    out += cloud(rng, x, y, between(rng, 14, 26) * frame.u, fill, opacity * between(rng, 0.75, 1))
  }
  return out
}

/** Grey storm clouds breaking up, with patches of pale blue showing through. */
function clearingStormSky(rng: Rng, frame: Frame): Art {
  const { w, u, horizonY } = frame
  const side = rng() < 0.5 ? 0.2 : 0.8
  const defs =
    '<radialGradient id="clearing"><stop offset="0" stop-color="#c4dbe6"/><stop offset=".6" stop-color="#b3cbd6" stop-opacity=".7"/>' +
    '<stop offset="1" stop-color="#b3cbd6" stop-opacity="0"/></radialGradient>'
  let body = svg`<ellipse cx="${w * side}" cy="${horizonY * 0.35}" rx="${w * 0.32}" ry="${horizonY * 0.3}" fill="url(#clearing)"/>`
  body += sunGlow(w * side + between(rng, -8, 8) * u, horizonY * 0.28, 22 * u, false)
  for (let x = -10 * u; x < w + 10 * u; x += between(rng, 24, 34) * u) {
    body += cloud(rng, x, between(rng, 5, 14) * u, between(rng, 34, 48) * u, '#5d676f', 0.75)
  }
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 0, 1) * w
    const y = between(rng, 0.35, 0.8) * horizonY
    body += cloud(rng, x, y, between(rng, 16, 28) * u, Math.abs(x / w - side) < 0.2 ? '#e6e8e4' : '#9aa3a8', 0.8)
  }
  return { defs, body }
}

/** A band of rounded tree crowns along the horizon. */
function treeLine(rng: Rng, frame: Frame, baseY: number, minH: number, maxH: number, fill: string): string {
  const { w, u } = frame
  let x = Math.round(-3 * u)
  let y = Math.round(baseY - minH * u)
  let d = `M${x} ${num(baseY + 4 * u)}V${y}`
  while (x < w + 3 * u) {
    const step = Math.round(between(rng, 3, 7) * u)
    const nextY = Math.round(baseY - between(rng, minH, maxH) * u)
    d += `a${num(step * 0.55)} ${num(step * 0.5)} 0 0 1 ${step} ${nextY - y}`
    x += step
    y = nextY
  }
  return `<path d="${d}V${num(baseY + 4 * u)}Z" fill="${fill}"/>`
}

function lawn(frame: Frame): string {
  return svg`<rect y="${frame.horizonY}" width="${frame.w}" height="${frame.h - frame.horizonY}" fill="url(#lawn)"/>`
}

/** Soft lighter bands across the lawn, like a freshly mown yard. */
function mowingStripes(frame: Frame): string {
  const { w, h, u, groundY } = frame
  let out = ''
  for (let y = groundY + 2 * u, i = 0; y < h; y += 3.5 * u + i * 0.8 * u, i++) {
    out += svg`<rect y="${y}" width="${w}" height="${1.6 * u + i * 0.4 * u}" fill="#ffffff" opacity=".06"/>`
  }
  return out
}

function groundShadow(x: number, y: number, rx: number, ry: number, opacity = 0.18): string {
  return svg`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${palette.shade}" opacity="${opacity}"/>`
}

/** Grey-green Spanish moss hanging in thin, swaying strands, a few to a tuft. */
function spanishMoss(rng: Rng, x0: number, x1: number, y0: number, y1: number, s: number, tufts: number): string {
  let d = ''
  for (let i = 0; i < tufts; i++) {
    const x = between(rng, x0, x1)
    const y = between(rng, y0, y1)
    for (let j = 0; j < 3; j++) {
      const len = between(rng, 2.5, 7) * s
      const sway = between(rng, -0.7, 0.7) * s
      d += svg`M${x + (j - 1) * 0.5 * s} ${y}q${-sway} ${len * 0.5} ${sway} ${len}`
    }
  }
  return `<path d="${d}" fill="none" stroke="#a3aa96" stroke-width="${num(0.32 * s)}" stroke-linecap="round" opacity=".8"/>`
}

/** Overlapping crown puffs in three greens: shadow below, body, sunlit tops. */
function leafyCrown(rng: Rng, lumps: Array<[number, number, number]>, tone: typeof oakTone, s: number): string {
  let puffs = ''
  let light = ''
  for (const [x, y, r] of lumps) {
    puffs += svg`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}"/>`
    if (rng() < 0.5) light += svg`<ellipse cx="${x - r * 0.25}" cy="${y - r * 0.25}" rx="${r * 0.5}" ry="${r * 0.3}"/>`
  }
  const [first] = lumps
  const id = first ? `c${num(first[0])}-${num(first[1])}` : 'c'
  return (
    svg`<g fill="${tone.dark}" transform="translate(0 ${1.1 * s})"><g id="${id}">${puffs}</g></g>` +
    `<use href="#${id}" fill="${tone.mid}"/><g fill="${tone.light}">${light}</g>`
  )
}

/** A wide, low live oak with spreading limbs, draped in Spanish moss. */
function liveOak(rng: Rng, x: number, baseY: number, k: number, u: number, tone = oakTone): string {
  const s = k * u
  const spread = 16 * s
  const crownY = baseY - 16 * s
  let out = groundShadow(x, baseY, spread * 0.9, 1.4 * s)
  out += svg`<path d="M${x - 1.7 * s} ${baseY}Q${x - 0.8 * s} ${baseY - 4 * s} ${x - 1 * s} ${baseY - 7 * s}L${x + 1 * s} ${baseY - 7 * s}Q${x + 0.9 * s} ${baseY - 4 * s} ${x + 1.8 * s} ${baseY}Z" fill="${palette.bark}"/>`
  let limbs = ''
  for (const dir of [-1, 1]) {
    const reach = between(rng, 0.55, 0.75) * spread * dir
    limbs += svg`M${x} ${baseY - 6 * s}Q${x + reach * 0.3} ${baseY - 12 * s} ${x + reach} ${baseY - 12.5 * s}`
    limbs += svg`M${x + reach * 0.4} ${baseY - 10 * s}Q${x + reach * 0.5} ${baseY - 14 * s} ${x + reach * 0.3} ${baseY - 16 * s}`
  }
  limbs += svg`M${x} ${baseY - 6 * s}L${x + between(rng, -1, 1) * s} ${baseY - 15 * s}`
  out += `<path d="${limbs}" fill="none" stroke="${palette.bark}" stroke-width="${num(1.3 * s)}" stroke-linecap="round"/>`
  const lumps: Array<[number, number, number]> = []
  const count = 7
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const lx = x - spread * 0.82 + t * spread * 1.64 + between(rng, -1, 1) * s
    const ly = crownY - Math.sin(Math.PI * t) * 3.5 * s + between(rng, -1, 1) * s
    lumps.push([lx, ly, between(rng, 5, 7.5) * s])
  }
  lumps.push([x + between(rng, -4, 4) * s, crownY - 5 * s, 6.5 * s])
  out += leafyCrown(rng, lumps, tone, s)
  out += spanishMoss(rng, x - spread * 0.85, x + spread * 0.85, crownY + 1.5 * s, crownY + 4 * s, s, 9)
  return out
}

/** A sabal (cabbage) palm: slim leaning trunk and a fan of fronds. */
function sabalPalm(rng: Rng, x: number, baseY: number, k: number, u: number): string {
  const s = k * u
  const height = between(rng, 20, 26) * s
  const lean = between(rng, -3, 3) * s
  const top: Point = [x + lean, baseY - height]
  let out = groundShadow(x, baseY, 4 * s, 0.8 * s, 0.14)
  out += svg`<path d="M${x} ${baseY}Q${x + lean * 0.15} ${baseY - height * 0.55} ${top[0]} ${top[1]}" fill="none" stroke="#8a7a63" stroke-width="${1.2 * s}" stroke-linecap="round"/>`
  const greens = ['#3d7a45', '#2e6a3b', '#58905a']
  const fronds = 11
  let leaves = ['', '', '']
  for (let i = 0; i < fronds; i++) {
    const angle = lerp(-200, 20, i / (fronds - 1)) + between(rng, -8, 8)
    const a = (angle * Math.PI) / 180
    const len = between(rng, 6, 8.5) * s
    const dx = Math.cos(a)
    const dy = Math.sin(a)
    const tip: Point = [top[0] + dx * len, top[1] + dy * len + Math.abs(dx) * len * 0.35]
    const mid: Point = [top[0] + dx * len * 0.5, top[1] + dy * len * 0.5 - len * 0.08]
    const width = 1.5 * s
    const d = svg`M${top[0]} ${top[1]}Q${mid[0] - dy * width} ${mid[1] + dx * width} ${tip[0]} ${tip[1]}Q${mid[0] + dy * width} ${mid[1] - dx * width} ${top[0]} ${top[1]}Z`
    const layer = i % 3
    leaves = leaves.map((path, j) => (j === layer ? path + d : path))
  }
  out += leaves.map((d, j) => `<path d="${d}" fill="${greens[j] ?? palette.green}"/>`).join('')
  return out
}

/** A tall slash pine: bare trunk, a few upswept limbs and flat tufts of needles near the top. */
function slashPine(rng: Rng, x: number, baseY: number, k: number, u: number, flat?: string): string {
  const s = k * u
  const height = between(rng, 30, 37) * s
  const topX = x + between(rng, -1.2, 1.2) * s
  const wood = flat ?? '#6d5a48'
  const tufts: Point[] = [[topX, baseY - height]]
  let limbs = ''
  const count = 3 + Math.floor(rng() * 2)
  let side = rng() < 0.5 ? -1 : 1
  for (let i = 0; i < count; i++) {
    const t = 0.62 + (0.3 * i) / count + between(rng, -0.03, 0.03)
    const bx = lerp(x, topX, t)
    const by = baseY - height * t
    const reach = between(rng, 2.5, 4.5) * s * (1.3 - t * 0.6)
    const tip: Point = [bx + side * reach, by - between(rng, 1, 2.5) * s]
    limbs += svg`M${bx} ${by}Q${bx + side * reach * 0.5} ${by} ${tip[0]} ${tip[1]}`
    tufts.push(tip)
    side = -side
  }
  let out = flat ? '' : groundShadow(x, baseY, 4 * s, 0.8 * s, 0.14)
  out += svg`<path d="M${x} ${baseY}L${topX} ${baseY - height}" stroke="${wood}" stroke-width="${0.9 * s}" stroke-linecap="round"/>`
  out += svg`<path d="${limbs}" fill="none" stroke="${wood}" stroke-width="${0.45 * s}" stroke-linecap="round"/>`
  let needles = ''
  let highlights = ''
  for (const [tx, ty] of tufts) {
    const r = between(rng, 2.8, 3.8) * s
    needles += svg`<ellipse cx="${tx}" cy="${ty}" rx="${r}" ry="${r * 0.5}"/>`
    highlights += svg`<ellipse cx="${tx - r * 0.25}" cy="${ty - r * 0.3}" rx="${r * 0.5}" ry="${r * 0.2}"/>`
  }
  out += `<g fill="${flat ?? '#24523a'}">${needles}</g>`
  if (!flat) out += `<g fill="#3c6f4b">${highlights}</g>`
  return out
}

function drawTree(rng: Rng, spot: TreeSpot, u: number, tone = oakTone): string {
  if (spot.kind === 'oak') return liveOak(rng, spot.x, spot.baseY, spot.k, u, tone)
  if (spot.kind === 'palm') return sabalPalm(rng, spot.x, spot.baseY, spot.k, u)
  return slashPine(rng, spot.x, spot.baseY, spot.k, u)
}

/** Pale pines standing in the distance, behind everything else. */
function distantPines(rng: Rng, frame: Frame, count: number, color: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = ((i + between(rng, 0.1, 0.9)) / count) * frame.w
    out += slashPine(rng, x, frame.horizonY + between(rng, 0.5, 2) * frame.u, between(rng, 0.4, 0.6), frame.u, color)
  }
  return out
}

/**
 * Up to three trees along one side of the house, walking from `from` (by the house) toward `to` (past the
 * picture's edge); at most one of them is a live oak, the widest and most detailed tree.
 */
function treesAlongSide(rng: Rng, frame: Frame, from: number, to: number, kinds: readonly TreeKind[]): TreeSpot[] {
  const { u } = frame
  const dir = to > from ? 1 : -1
  const spots: TreeSpot[] = []
  let choices = kinds
  let x = from
  while ((to - x) * dir > 3 * u && spots.length < 3) {
    const kind = pick(rng, choices)
    if (kind === 'oak') choices = kinds.filter((other) => other !== 'oak')
    const k = kind === 'oak' ? between(rng, 0.85, 1.15) : between(rng, 0.85, 1.1)
    const half = (kind === 'oak' ? 14 : kind === 'palm' ? 5 : 4) * k * u
    const center = x + dir * half
    spots.push({ kind, x: center, baseY: frame.groundY + between(rng, -1, 3) * u, k })
    x = center + dir * (half + between(rng, 1, 5) * u)
  }
  return spots
}

function drawTrees(rng: Rng, spots: TreeSpot[], u: number, tone = oakTone): string {
  return [...spots]
    .sort((a, b) => a.baseY - b.baseY)
    .map((spot) => drawTree(rng, spot, u, tone))
    .join('')
}

function makeHouse(rng: Rng, style: HouseStyle, cx: number, baseY: number, u: number): House {
  const sizes: Record<HouseStyle, [number, number, number]> = {
    ranch: [50, 10, 7],
    block: [42, 10.5, 5.5],
    bungalow: [34, 11.5, 10],
    cracker: [38, 12, 8.5],
  }
  const [w, wallH, roofH] = sizes[style]
  return {
    style,
    cx,
    baseY,
    w: w * u,
    wallH: wallH * u,
    roofH: roofH * u,
    wall: pick(rng, wallColors),
    roof: style === 'cracker' ? pick(rng, tinColors) : pick(rng, roofColors),
    door: pick(rng, doorColors),
    shutter: rng() < 0.6 ? pick(rng, shutterColors) : null,
    garageSide: style === 'ranch' ? (rng() < 0.5 ? -1 : 1) : 0,
  }
}

function roofLine(house: House, u: number): RoofLine {
  const eaveY = house.baseY - house.wallH
  const ridgeY = eaveY - house.roofH
  const over = 1.6 * u
  const eaveL = house.cx - house.w / 2 - over
  const eaveR = house.cx + house.w / 2 + over
  const inset =
    house.style === 'bungalow' ? house.w / 2 + over : house.style === 'cracker' ? 1.2 * u : house.roofH * 1.3
  return { eaveY, ridgeY, eaveL, eaveR, ridgeL: eaveL + inset, ridgeR: eaveR - inset }
}

/** Left and right edges of the roof's front face at height y. */
function roofSpanAt(roof: RoofLine, y: number): [number, number] {
  const t = (roof.eaveY - y) / (roof.eaveY - roof.ridgeY)
  return [lerp(roof.eaveL, roof.ridgeL, t), lerp(roof.eaveR, roof.ridgeR, t)]
}

function houseWalls(house: House, u: number): string {
  const x0 = house.cx - house.w / 2
  const top = house.baseY - house.wallH
  const raised = house.style === 'cracker'
  const floorY = raised ? house.baseY - 2 * u : house.baseY
  let out = groundShadow(house.cx, house.baseY, house.w * 0.62, 1.8 * u, 0.2)
  out += svg`<rect x="${x0}" y="${top}" width="${house.w}" height="${floorY - top}" fill="${house.wall}"/>`
  if (raised) {
    out += svg`<rect x="${x0}" y="${floorY}" width="${house.w}" height="${2 * u}" fill="#3d3a35" opacity=".6"/>`
    let piers = ''
    for (let x = x0 + 0.5 * u; x < x0 + house.w; x += 6 * u) {
      piers += svg`<rect x="${x}" y="${floorY}" width="${1.2 * u}" height="${2 * u}"/>`
    }
    out += `<g fill="#9a8f80">${piers}</g>`
  }
  if (raised || house.style === 'bungalow') {
    let siding = ''
    for (let y = top + 1.2 * u; y < floorY; y += 1.1 * u) siding += svg`M${x0} ${y}h${house.w}`
    out += `<path d="${siding}" stroke="#000" stroke-opacity=".07" stroke-width="${num(0.18 * u)}"/>`
  } else {
    out += svg`<rect x="${x0}" y="${house.baseY - 0.8 * u}" width="${house.w}" height="${0.8 * u}" fill="#000" opacity=".1"/>`
  }
  out += svg`<rect x="${x0}" y="${top}" width="${house.w}" height="${1.4 * u}" fill="#000" opacity=".1"/>`
  return out
}

function houseRoof(house: House, u: number): string {
  const roof = roofLine(house, u)
  const { eaveY, ridgeY, eaveL, eaveR, ridgeL, ridgeR } = roof
  const face: Point[] = [
    [eaveL, eaveY],
    [ridgeL, ridgeY],
    [ridgeR, ridgeY],
    [eaveR, eaveY],
  ]
  let out = `<polygon points="${points(face)}" fill="${house.roof}"/>`
  let texture = ''
  if (house.style === 'cracker') {
    for (let x = eaveL + 1.4 * u; x < eaveR - 0.5 * u; x += 1.8 * u) {
      const edge =
        x < ridgeL
          ? lerp(eaveY, ridgeY, (x - eaveL) / (ridgeL - eaveL))
          : x > ridgeR
            ? lerp(eaveY, ridgeY, (eaveR - x) / (eaveR - ridgeR))
            : ridgeY
      texture += svg`M${x} ${edge}V${eaveY}`
    }
    out += `<path d="${texture}" stroke="#fff" stroke-opacity=".22" stroke-width="${num(0.2 * u)}"/>`
    out += svg`<rect x="${ridgeL}" y="${ridgeY - 0.3 * u}" width="${ridgeR - ridgeL}" height="${0.7 * u}" fill="#5f6a70"/>`
  } else {
    for (let y = ridgeY + 1.3 * u; y < eaveY - 0.3 * u; y += 1.3 * u) {
      const [xl, xr] = roofSpanAt(roof, y)
      texture += svg`M${xl} ${y}H${xr}`
    }
    out += `<path d="${texture}" stroke="#000" stroke-opacity=".16" stroke-width="${num(0.18 * u)}"/>`
  }
  if (house.style === 'ranch' || house.style === 'block') {
    out += `<polygon points="${points([
      [ridgeR, ridgeY],
      [eaveR, eaveY],
      [ridgeR + (eaveR - ridgeR) * 0.25, eaveY],
    ])}" fill="#000" opacity=".14"/>`
    out += `<polygon points="${points([
      [ridgeL, ridgeY],
      [eaveL, eaveY],
      [ridgeL - (ridgeL - eaveL) * 0.25, eaveY],
    ])}" fill="#fff" opacity=".08"/>`
  }
  if (house.style === 'bungalow') {
    const x0 = house.cx - house.w / 2
    const apex = ridgeY + 2.4 * u
    out += `<polygon points="${points([
      [x0 + 0.6 * u, eaveY],
      [house.cx, apex],
      [x0 + house.w - 0.6 * u, eaveY],
    ])}" fill="${house.wall}"/>`
    out += svg`<path d="M${house.cx - 1.6 * u} ${apex + 4.2 * u}L${house.cx} ${apex + 2 * u}L${house.cx + 1.6 * u} ${apex + 4.2 * u}Z" fill="${palette.trim}"/>`
  }
  out += svg`<rect x="${eaveL}" y="${eaveY - 0.2 * u}" width="${eaveR - eaveL}" height="${0.8 * u}" fill="${palette.trim}"/>`
  return out
}

function houseWindow(x: number, y: number, ww: number, wh: number, shutter: string | null, u: number): string {
  const f = 0.45 * u
  let out = ''
  if (shutter) {
    const sw = ww * 0.36
    out += svg`<rect x="${x - f - sw - 0.2 * u}" y="${y - f}" width="${sw}" height="${wh + 2 * f}" fill="${shutter}"/>`
    out += svg`<rect x="${x + ww + f + 0.2 * u}" y="${y - f}" width="${sw}" height="${wh + 2 * f}" fill="${shutter}"/>`
  }
  out += svg`<rect x="${x - f}" y="${y - f}" width="${ww + 2 * f}" height="${wh + 2 * f}" fill="${palette.trim}"/>`
  out += svg`<rect x="${x}" y="${y}" width="${ww}" height="${wh}" fill="${palette.glass}"/>`
  out += `<polygon points="${points([
    [x, y + wh * 0.55],
    [x + ww * 0.45, y],
    [x + ww * 0.75, y],
    [x, y + wh],
  ])}" fill="#fff" opacity=".25"/>`
  out += svg`<path d="M${x + ww / 2} ${y}V${y + wh}M${x} ${y + wh / 2}H${x + ww}" stroke="${palette.trim}" stroke-width="${0.3 * u}"/>`
  out += svg`<rect x="${x - 1.5 * f}" y="${y + wh + f}" width="${ww + 3 * f}" height="${0.45 * u}" fill="${palette.trim}"/>`
  return out
}

function frontDoor(x: number, floorY: number, color: string, u: number): string {
  const dw = 3.8 * u
  const dh = 7.4 * u
  let out = svg`<rect x="${x - dw / 2 - 0.45 * u}" y="${floorY - dh - 0.45 * u}" width="${dw + 0.9 * u}" height="${dh + 0.45 * u}" fill="${palette.trim}"/>`
  out += svg`<rect x="${x - dw / 2}" y="${floorY - dh}" width="${dw}" height="${dh}" fill="${color}"/>`
  out += svg`<rect x="${x - dw / 2 + 0.6 * u}" y="${floorY - dh + 0.7 * u}" width="${dw - 1.2 * u}" height="${1.4 * u}" fill="${palette.glass}" opacity=".8"/>`
  out += svg`<circle cx="${x + dw / 2 - 0.7 * u}" cy="${floorY - dh * 0.45}" r="${0.28 * u}" fill="#e8d9a8"/>`
  return out
}

function garageDoor(x: number, baseY: number, u: number): string {
  const gw = 13 * u
  const gh = 7.2 * u
  let out = svg`<rect x="${x - gw / 2 - 0.5 * u}" y="${baseY - gh - 0.5 * u}" width="${gw + u}" height="${gh + 0.5 * u}" fill="${palette.trim}"/>`
  out += svg`<rect x="${x - gw / 2}" y="${baseY - gh}" width="${gw}" height="${gh}" fill="#ece8df"/>`
  let lines = ''
  for (let y = baseY - gh + 1.8 * u; y < baseY; y += 1.8 * u) lines += svg`M${x - gw / 2} ${y}h${gw}`
  out += `<path d="${lines}" stroke="#c9c2b4" stroke-width="${num(0.22 * u)}"/>`
  return out
}

/** A front porch: shaded wall, floor, steps, posts and a low rail. */
function frontPorch(house: House, u: number, topY: number, floorY: number): string {
  const x0 = house.cx - house.w / 2
  let out = svg`<rect x="${x0 - 0.8 * u}" y="${floorY}" width="${house.w + 1.6 * u}" height="${0.8 * u}" fill="#c9bfae"/>`
  for (let i = 0; floorY + 0.8 * u + i * 0.7 * u < house.baseY; i++) {
    const sw = 6 * u + i * 0.8 * u
    out += svg`<rect x="${house.cx - sw / 2}" y="${floorY + 0.8 * u + i * 0.7 * u}" width="${sw}" height="${0.7 * u}" fill="${i % 2 ? '#d8d0c2' : '#cfc6b6'}"/>`
  }
  const posts = house.style === 'bungalow' ? 4 : 5
  let postRects = ''
  let rail = ''
  for (let i = 0; i < posts; i++) {
    const px = lerp(x0 + 0.3 * u, x0 + house.w - 1.3 * u, i / (posts - 1))
    postRects += svg`<rect x="${px}" y="${topY}" width="${u}" height="${floorY - topY}"/>`
    const next = lerp(x0 + 0.3 * u, x0 + house.w - 1.3 * u, (i + 1) / (posts - 1))
    const spanMid = (px + next) / 2
    if (i < posts - 1 && Math.abs(spanMid - house.cx) > 4 * u) {
      rail += svg`M${px} ${floorY - 3 * u}H${next}`
      for (let bx = px + 1.5 * u; bx < next - 0.5 * u; bx += 1.1 * u) rail += svg`M${bx} ${floorY - 3 * u}V${floorY}`
    }
  }
  out += `<path d="${rail}" stroke="${palette.trim}" stroke-width="${num(0.3 * u)}"/>`
  out += `<g fill="${palette.trim}">${postRects}</g>`
  return out
}

/** A single-story home, front elevation: walls, windows, door, porch or garage, and roof. */
function drawHouse(house: House, u: number): string {
  const x0 = house.cx - house.w / 2
  const x1 = x0 + house.w
  const top = house.baseY - house.wallH
  let out = houseWalls(house, u)
  if (house.style === 'ranch') {
    const side = house.garageSide
    const fromOuter = (offset: number) => (side === 1 ? x0 + offset : x1 - offset)
    out += garageDoor(side === 1 ? x1 - 9 * u : x0 + 9 * u, house.baseY, u)
    out += houseWindow(fromOuter(7 * u) - 3.25 * u, top + 3 * u, 6.5 * u, 4.4 * u, house.shutter, u)
    out += houseWindow(fromOuter(17 * u) - 3.25 * u, top + 3 * u, 6.5 * u, 4.4 * u, house.shutter, u)
    out += frontDoor(fromOuter(27 * u), house.baseY, house.door, u)
  } else if (house.style === 'block') {
    for (const offset of [-15, -7.5, 7.5, 15]) {
      out += houseWindow(house.cx + offset * u - 2.3 * u, top + 3 * u, 4.6 * u, 4.6 * u, house.shutter, u)
    }
    out += frontDoor(house.cx, house.baseY, house.door, u)
    out += svg`<path d="M${house.cx - 3.8 * u} ${top + 2.2 * u}L${house.cx} ${top - 0.2 * u}L${house.cx + 3.8 * u} ${top + 2.2 * u}Z" fill="${house.roof}"/>`
    out += svg`<rect x="${house.cx - 3.4 * u}" y="${top + 2.2 * u}" width="${6.8 * u}" height="${0.6 * u}" fill="${palette.trim}"/>`
  } else {
    const raised = house.style === 'cracker'
    const floorY = house.baseY - (raised ? 2 : 1.4) * u
    const porchTop = raised ? top + 2.6 * u : top + 0.6 * u
    out += svg`<rect x="${x0}" y="${top}" width="${house.w}" height="${floorY - top}" fill="#000" opacity=".1"/>`
    const ww = raised ? 4 : 5
    const wh = raised ? 5.6 : 4.8
    for (const offset of [-9, 9]) {
      out += houseWindow(house.cx + offset * u - (ww / 2) * u, porchTop + 1.6 * u, ww * u, wh * u, house.shutter, u)
    }
    out += frontDoor(house.cx, floorY, house.door, u)
    out += frontPorch(house, u, porchTop, floorY)
  }
  out += houseRoof(house, u)
  if (house.style === 'cracker') {
    const roof = roofLine(house, u)
    out += svg`<rect x="${roof.eaveL}" y="${roof.eaveY + 0.6 * u}" width="${roof.eaveR - roof.eaveL}" height="${2.2 * u}" fill="${house.roof}"/>`
    out += svg`<rect x="${roof.eaveL}" y="${roof.eaveY + 0.6 * u}" width="${roof.eaveR - roof.eaveL}" height="${2.2 * u}" fill="#000" opacity=".12"/>`
  }
  return out
}

/** Rounded foundation shrubs, kept clear of the door, steps and garage; `flowers` dots them with blossoms. */
function foundationShrubs(rng: Rng, house: House, u: number, flowers: readonly string[]): string {
  const x0 = house.cx - house.w / 2
  const x1 = x0 + house.w
  const gaps: Array<[number, number]> = []
  if (house.style === 'ranch') {
    const garageX = house.garageSide === 1 ? x1 - 9 * u : x0 + 9 * u
    const doorX = house.garageSide === 1 ? x0 + 27 * u : x1 - 27 * u
    gaps.push([garageX - 8 * u, garageX + 8 * u], [doorX - 3.5 * u, doorX + 3.5 * u])
  } else {
    gaps.push([house.cx - 5 * u, house.cx + 5 * u])
  }
  const greens = ['#3e7446', '#2f6440', '#4f8550']
  let bushes = ''
  let blooms = ''
  let x = x0 - 1.5 * u
  while (x < x1 + 1.5 * u) {
    const r = between(rng, 1.4, 2.3) * u
    const cx = x + r
    if (!gaps.some(([a, b]) => cx + r > a && cx - r < b)) {
      bushes += svg`<ellipse cx="${cx}" cy="${house.baseY - r * 0.5}" rx="${r}" ry="${r * 0.8}" fill="${pick(rng, greens)}"/>`
      for (let i = 0; flowers.length && i < 3; i++) {
        blooms += svg`<circle cx="${cx + between(rng, -0.6, 0.6) * r}" cy="${house.baseY - r * between(rng, 0.5, 1.1)}" r="${0.32 * u}" fill="${pick(rng, flowers)}"/>`
      }
    }
    x += r * 1.5
  }
  return bushes + blooms
}

function mailbox(x: number, baseY: number, u: number): string {
  let out = svg`<rect x="${x - 0.25 * u}" y="${baseY - 4 * u}" width="${0.5 * u}" height="${4 * u}" fill="${palette.trim}"/>`
  out += svg`<rect x="${x - 1.4 * u}" y="${baseY - 5.3 * u}" width="${2.8 * u}" height="${1.5 * u}" rx="${0.6 * u}" fill="#3f4a52"/>`
  out += svg`<rect x="${x + 1.1 * u}" y="${baseY - 6 * u}" width="${0.3 * u}" height="${1.4 * u}" fill="${palette.orange}"/>`
  return out
}

/** Sidewalk and asphalt street across the foreground. */
function street(frame: Frame): string {
  const { w, h, u, groundY } = frame
  const walkY = groundY + 9 * u
  let out = svg`<rect y="${walkY}" width="${w}" height="${1.8 * u}" fill="${palette.concrete}"/>`
  out += svg`<rect y="${walkY + 3.2 * u}" width="${w}" height="${h - walkY - 3.2 * u}" fill="#8b9094"/>`
  out += svg`<rect y="${walkY + 3.2 * u}" width="${w}" height="${0.6 * u}" fill="#b9b6ae"/>`
  out += svg`<rect y="${walkY + 3.8 * u}" width="${w}" height="${h}" fill="#000" opacity=".06"/>`
  return out
}

/** Driveway or walk from the house down to the sidewalk, widening toward the viewer. */
function pathToStreet(xCenter: number, width: number, fromY: number, toY: number, u: number): string {
  return `<polygon points="${points([
    [xCenter - width / 2, fromY],
    [xCenter + width / 2, fromY],
    [xCenter + width / 2 + 1.5 * u, toY],
    [xCenter - width / 2 - 1.5 * u, toY],
  ])}" fill="${palette.concrete}"/>`
}

/** A blue tarp tied over part of the roof, weighed down with boards and sandbags. */
function blueTarp(rng: Rng, roof: RoofLine, u: number, rightSide: boolean): string {
  const a = rightSide ? between(rng, 0.45, 0.52) : between(rng, 0.08, 0.15)
  const b = a + between(rng, 0.36, 0.42)
  const topY = roof.ridgeY - 0.5 * u
  const botY = roof.eaveY + 0.9 * u
  const ridgeAt = (t: number) => lerp(roof.ridgeL, roof.ridgeR, t)
  const eaveAt = (t: number) => lerp(roof.eaveL, roof.eaveR, t)
  const corners: Point[] = [
    [ridgeAt(a), topY],
    [ridgeAt(b), topY],
    [eaveAt(b) + 0.6 * u, botY],
    [lerp(eaveAt(a), eaveAt(b), 0.5), botY + 0.5 * u],
    [eaveAt(a) - 0.4 * u, botY],
  ]
  let out = `<polygon points="${points(corners)}" fill="${palette.tarp}"/>`
  let folds = ''
  for (let i = 1; i < 4; i++) {
    const t = lerp(a, b, i / 4 + between(rng, -0.05, 0.05))
    folds += svg`M${ridgeAt(t)} ${topY}L${eaveAt(t) + between(rng, -1, 1) * u} ${botY}`
  }
  out += `<path d="${folds}" stroke="#5f97d2" stroke-width="${num(0.35 * u)}" opacity=".7"/>`
  const midY = lerp(topY, botY, 0.5)
  const [midL, midR] = [lerp(ridgeAt(a), eaveAt(a), 0.5), lerp(ridgeAt(b), eaveAt(b), 0.5)]
  out += svg`<path d="M${ridgeAt(a)} ${topY + 0.3 * u}H${ridgeAt(b)}M${midL} ${midY}H${midR}M${eaveAt(a)} ${botY - 0.2 * u}H${eaveAt(b)}" stroke="#a07c53" stroke-width="${0.6 * u}"/>`
  let bags = ''
  for (let i = 0; i < 3; i++) {
    const bx = lerp(eaveAt(a), eaveAt(b), (i + 0.5) / 3)
    bags += svg`<rect x="${bx - 1.1 * u}" y="${botY - 1.6 * u}" width="${2.2 * u}" height="${1.3 * u}" rx="${0.5 * u}"/>`
  }
  return out + `<g fill="#cdb88f">${bags}</g>`
}

/** Patches where shingles blew off and the decking shows. */
function missingShingles(rng: Rng, roof: RoofLine, u: number, rightSide: boolean): string {
  let out = ''
  for (let i = 0; i < 3; i++) {
    const y = lerp(roof.ridgeY, roof.eaveY, between(rng, 0.25, 0.7))
    const [xl, xr] = roofSpanAt(roof, y)
    const t = rightSide ? between(rng, 0.1, 0.35) : between(rng, 0.62, 0.88)
    const x = lerp(xl, xr, t)
    const pw = between(rng, 2.5, 4.5) * u
    const ph = 1.3 * u * (1 + Math.floor(rng() * 2))
    out += `<polygon points="${points([
      [x, y],
      [x + pw, y],
      [x + pw + 0.6 * u, y + ph * 0.5],
      [x + pw - 0.4 * u, y + ph],
      [x - 0.5 * u, y + ph],
    ])}" fill="#b79c74"/>`
  }
  return out
}

/** Broken branches and torn shingles scattered across the yard. */
function stormDebris(rng: Rng, frame: Frame, count: number, roofColor: string): string {
  const { w, u, groundY, h } = frame
  let sticks = ''
  let shingles = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0.05, 0.95) * w
    const y = between(rng, groundY + 2 * u, h - 2 * u)
    const len = between(rng, 3, 6) * u
    const tilt = between(rng, -0.3, 0.3) * len
    sticks += svg`M${x} ${y}l${len} ${tilt}M${x + len * 0.5} ${y + tilt * 0.5}l${len * 0.3} ${-len * 0.3}`
    shingles += svg`<rect x="${x + between(rng, -6, 6) * u}" y="${y + between(rng, -1, 1) * u}" width="${1.6 * u}" height="${0.8 * u}" transform="rotate(${between(rng, -30, 30)} ${x} ${y})"/>`
  }
  return `<path d="${sticks}" stroke="#6b5540" stroke-width="${num(0.45 * u)}" stroke-linecap="round" fill="none"/><g fill="${roofColor}">${shingles}</g>`
}

/** An aluminium ladder leaning against the eave. */
function ladder(x: number, baseY: number, topY: number, u: number): string {
  let rungs = ''
  for (let y = baseY - 1.5 * u; y > topY + u; y -= 1.6 * u) {
    const t = (baseY - y) / (baseY - topY)
    rungs += svg`M${x + 1.5 * u * (1 - t)} ${y}h${2 * u}`
  }
  return svg`<path d="M${x + 1.5 * u} ${baseY}L${x} ${topY}M${x + 3.5 * u} ${baseY}L${x + 2 * u} ${topY}${rungs}" stroke="#a5aeb3" stroke-width="${0.45 * u}" stroke-linecap="round"/>`
}

/** The upturned root ball of a fallen tree: a ragged disc of soil bristling with broken roots. */
function rootPlate(rng: Rng, x: number, y: number, angle: number, u: number): string {
  const rim: Point[] = []
  let roots = ''
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const [cos, sin] = [Math.cos(a), Math.sin(a)]
    const [rx, ry] = [2.6 * u * between(rng, 0.8, 1.2), 7.5 * u * between(rng, 0.85, 1.1)]
    rim.push([x + cos * rx, y + sin * ry])
    const reach = between(rng, 1.3, 1.7)
    if (cos < 0.5) roots += svg`M${x} ${y}L${x + cos * rx * reach - u} ${y + sin * ry * reach}`
  }
  return (
    svg`<g transform="rotate(${Math.round(angle)} ${x} ${y})"><path d="${roots}" stroke="#5a4431" stroke-width="${0.45 * u}" stroke-linecap="round"/>` +
    `<polygon points="${points(rim)}" fill="#5a4431"/>` +
    svg`<path d="M${x} ${y - 4 * u}l${0.6 * u} ${2.5 * u}l${-0.8 * u} ${2 * u}l${0.7 * u} ${3 * u}" fill="none" stroke="#7a604a" stroke-width="${0.35 * u}"/>` +
    svg`<circle cx="${x - 0.4 * u}" cy="${y}" r="${0.9 * u}" fill="#8a6e52"/><circle cx="${x + 0.5 * u}" cy="${y + 3 * u}" r="${0.5 * u}" fill="#8a6e52"/></g>`
  )
}

/** A broken, dark hole in the roof where the trunk came down. */
function roofBreak(x: number, roof: RoofLine, u: number): string {
  const top = roof.ridgeY + 0.8 * u
  const bottom = roof.eaveY - 0.8 * u
  const mid = (top + bottom) / 2
  let out = `<polygon points="${points([
    [x - 6 * u, mid],
    [x - 3 * u, top + u],
    [x - 0.5 * u, top],
    [x + 3 * u, top + 1.2 * u],
    [x + 6.5 * u, mid - 0.5 * u],
    [x + 5 * u, bottom],
    [x + 1.5 * u, bottom - 1.2 * u],
    [x - 2 * u, bottom],
    [x - 4.5 * u, bottom - 1.5 * u],
  ])}" fill="#2c2723"/>`
  out += svg`<path d="M${x - 4 * u} ${mid + u}l${2.5 * u} ${-2 * u}M${x + 2 * u} ${bottom - 0.5 * u}l${2 * u} ${-2.5 * u}M${x - u} ${top + 1.5 * u}v${3 * u}" stroke="#b79c74" stroke-width="${0.45 * u}"/>`
  return out
}

/** A big live oak torn out by its roots and lying across the roof, its crown spilling over the far side. */
function fallenOak(rng: Rng, house: House, u: number, rootSide: -1 | 1): string {
  const roof = roofLine(house, u)
  const root: Point = [house.cx + rootSide * (house.w / 2 + 13 * u), house.baseY - 0.5 * u]
  const contact: Point = [house.cx + rootSide * house.w * 0.12, roof.ridgeY + 1.5 * u]
  const dx = contact[0] - root[0]
  const dy = contact[1] - root[1]
  const length = Math.hypot(dx, dy)
  const [nx, ny] = [-dy / length, dx / length]
  const tip: Point = [contact[0] - rootSide * house.w * 0.3, contact[1] - 1.5 * u]
  const crown: Point = [contact[0] - rootSide * house.w * 0.45, roof.ridgeY + house.roofH * 0.4 + u]
  let out = svg`<ellipse cx="${root[0] + rootSide * 2.5 * u}" cy="${house.baseY + 1.2 * u}" rx="${5 * u}" ry="${1.3 * u}" fill="#4f3d2c" opacity=".85"/>`
  out += roofBreak(contact[0] + rootSide * 2 * u, roof, u)
  let limbs = ''
  const lumps: Array<[number, number, number]> = []
  for (let i = 0; i < 8; i++) {
    const ex = crown[0] + between(rng, -11, 11) * u
    const ey = crown[1] + between(rng, -3.5, 4) * u
    if (i < 4) limbs += svg`M${tip[0]} ${tip[1]}Q${(tip[0] + ex) / 2} ${tip[1] - u} ${ex} ${ey}`
    lumps.push([ex, ey, between(rng, 4.5, 6.5) * u])
  }
  out += `<path d="${limbs}" stroke="${palette.bark}" stroke-width="${num(1.1 * u)}" stroke-linecap="round" fill="none"/>`
  const thick = 2.4 * u
  const thin = 1.3 * u
  out += `<polygon points="${points([
    [root[0] + nx * thick, root[1] + ny * thick],
    [contact[0] + nx * thin, contact[1] + ny * thin],
    [tip[0], tip[1] - thin * 0.8],
    [tip[0], tip[1] + thin * 0.8],
    [contact[0] - nx * thin, contact[1] - ny * thin],
    [root[0] - nx * thick, root[1] - ny * thick],
  ])}" fill="${palette.bark}"/>`
  out += svg`<path d="M${root[0] + nx * thick * 0.45} ${root[1] + ny * thick * 0.45}L${contact[0] + nx * thin * 0.4} ${contact[1] + ny * thin * 0.4}" stroke="#7c6652" stroke-width="${0.4 * u}"/>`
  out += rootPlate(rng, root[0], root[1], (Math.atan2(dy, dx) * 180) / Math.PI, u)
  out += leafyCrown(rng, lumps, stormOakTone, u)
  out += spanishMoss(rng, crown[0] - 9 * u, crown[0] + 9 * u, crown[1], crown[1] + 5 * u, u, 6)
  return out
}

/** Murky standing water across the yard, mirroring the house and trees, with a few ripples. */
function floodWater(rng: Rng, frame: Frame, waterY: number): Art {
  const { w, h, u } = frame
  const defs =
    '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a2b2b1"/>' +
    '<stop offset="1" stop-color="#5f726e"/></linearGradient>' +
    svg`<clipPath id="below"><rect y="${waterY}" width="${w}" height="${h - waterY}"/></clipPath>`
  let body = svg`<rect y="${waterY}" width="${w}" height="${h - waterY}" fill="url(#water)"/>`
  body += svg`<g clip-path="url(#below)" opacity=".34"><use href="#subject" transform="translate(0 ${2 * waterY}) scale(1 -1)"/></g>`
  body += svg`<rect y="${waterY}" width="${w}" height="${h - waterY}" fill="#6b6450" opacity=".12"/>`
  let ripples = ''
  for (let i = 0; i < 26; i++) {
    const y = waterY + Math.pow(rng(), 1.6) * (h - waterY)
    const len = between(rng, 2, 9) * u * (1 + (y - waterY) / (h - waterY))
    ripples += svg`M${between(rng, 0, w)} ${y}h${len}`
  }
  body += `<path d="${ripples}" stroke="#e4ecea" stroke-width="${num(0.25 * u)}" stroke-linecap="round" opacity=".55"/>`
  body += svg`<rect y="${waterY - 0.15 * u}" width="${w}" height="${0.35 * u}" fill="#dfe7e5" opacity=".6"/>`
  return { defs, body }
}

/** A warm, gentle shade across the top so white text laid over the picture stays readable. */
function heroShade(frame: Frame): Art {
  return {
    defs:
      '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2a1c" stop-opacity=".16"/>' +
      '<stop offset=".6" stop-color="#0f2a1c" stop-opacity="0"/><stop offset="1" stop-color="#0f2a1c" stop-opacity=".12"/></linearGradient>',
    body: svg`<rect width="${frame.w}" height="${frame.h}" fill="url(#shade)"/>`,
  }
}

/** Sky, clouds, distant tree line and lawn shared by every scene. */
function backdrop(rng: Rng, frame: Frame, mood: Mood, keepCenterClear: boolean): Art {
  const style = moods[mood]
  const { w, u, horizonY } = frame
  let defs = gradientDefs(style)
  let body = sky(frame)
  if (mood === 'storm') {
    const storm = clearingStormSky(rng, frame)
    defs += storm.defs
    body += storm.body
  } else {
    const sunX = (rng() < 0.5 ? between(rng, 0.06, 0.18) : between(rng, 0.82, 0.94)) * w
    body += sunGlow(sunX, between(rng, 0.12, 0.25) * horizonY, (mood === 'bright' ? 30 : 24) * u, true)
    const cloudCount = Math.min(7, Math.max(3, Math.round(w / (u * 28))))
    body += cloudField(rng, frame, cloudCount, '#ffffff', mood === 'bright' ? 0.9 : 0.55, keepCenterClear)
  }
  body += treeLine(rng, frame, horizonY + u, 4, 8, style.farTrees)
  body += distantPines(rng, frame, Math.min(6, Math.max(3, Math.round(w / (u * 22)))), style.farTrees)
  body += treeLine(rng, frame, horizonY + 2 * u, 2, 5, style.nearTrees)
  body += lawn(frame)
  return { defs, body }
}

function join(...parts: Art[]): Art {
  return { defs: parts.map((part) => part.defs).join(''), body: parts.map((part) => part.body).join('') }
}

function homeStreet(rng: Rng, frame: Frame): Art {
  const { w, u, groundY } = frame
  const houseLeft = rng() < 0.5
  const style = pick(rng, ['ranch', 'block', 'bungalow', 'cracker'] as const)
  const house = makeHouse(rng, style, 0, groundY, u)
  const offset = Math.max(between(rng, 0.2, 0.27) * w, house.w / 2 + 4 * u)
  const cx = houseLeft ? offset : w - offset
  house.cx = cx
  const x0 = cx - house.w / 2
  const x1 = cx + house.w / 2
  const outer = houseLeft
    ? treesAlongSide(rng, frame, x0 - u, -10 * u, ['palm', 'pine', 'oak'])
    : treesAlongSide(rng, frame, x1 + u, w + 10 * u, ['palm', 'pine', 'oak'])
  const farOak: TreeSpot = { kind: 'oak', x: houseLeft ? w - 6 * u : 6 * u, baseY: groundY + 3 * u, k: 1.3 }
  const nearPalm: TreeSpot = { kind: 'palm', x: houseLeft ? x1 + 6 * u : x0 - 6 * u, baseY: groundY + 1.5 * u, k: 0.9 }
  const drivewayX = house.style === 'ranch' ? (house.garageSide === 1 ? x1 - 9 * u : x0 + 9 * u) : cx
  let body = street(frame)
  body += pathToStreet(drivewayX, house.style === 'ranch' ? 13 * u : 3.5 * u, groundY, groundY + 9 * u, u)
  body += drawTrees(
    rng,
    [{ kind: 'pine', x: cx + between(rng, -0.3, 0.3) * house.w, baseY: groundY - 4 * u, k: 0.85 }],
    u,
  )
  body += drawHouse(house, u) + foundationShrubs(rng, house, u, [])
  body += drawTrees(rng, [...outer, farOak, nearPalm], u)
  body += mailbox(drivewayX + (house.style === 'ranch' ? 9 : 4) * u, groundY + 9 * u, u)
  return join(backdrop(rng, frame, 'sunny', true), { defs: '', body }, heroShade(frame))
}

/** The house near the middle, a pine behind it and (unless `sideTrees` is false) trees along both sides. */
function centeredHouse(rng: Rng, frame: Frame, styles: readonly HouseStyle[], sideTrees = true) {
  const { w, u, groundY } = frame
  const house = makeHouse(rng, pick(rng, styles), w * between(rng, 0.44, 0.56), groundY, u)
  const x0 = house.cx - house.w / 2
  const x1 = house.cx + house.w / 2
  const kinds = ['oak', 'oak', 'palm', 'pine'] as const
  const left = sideTrees ? treesAlongSide(rng, frame, x0 - 2 * u, -12 * u, kinds) : []
  const right = sideTrees ? treesAlongSide(rng, frame, x1 + 2 * u, w + 12 * u, kinds) : []
  const behind: TreeSpot = {
    kind: 'pine',
    x: house.cx + between(rng, -0.4, 0.4) * house.w,
    baseY: groundY - 4 * u,
    k: 0.85,
  }
  return { house, trees: [...left, ...right], behind }
}

function stormRoof(rng: Rng, frame: Frame): Art {
  const { u } = frame
  const { house, trees, behind } = centeredHouse(rng, frame, ['ranch', 'block'])
  const roof = roofLine(house, u)
  const rightSide = rng() < 0.5
  let body = drawTrees(rng, [behind], u, stormOakTone) + drawHouse(house, u)
  body += missingShingles(rng, roof, u, rightSide) + blueTarp(rng, roof, u, rightSide)
  body += foundationShrubs(rng, house, u, [])
  body += ladder(
    rightSide ? house.cx + house.w / 2 - 5 * u : house.cx - house.w / 2 + 1.5 * u,
    house.baseY + 0.5 * u,
    roof.eaveY - 0.5 * u,
    u,
  )
  body += drawTrees(rng, trees, u, stormOakTone) + stormDebris(rng, frame, 5, house.roof)
  return join(backdrop(rng, frame, 'storm', false), { defs: '', body })
}

function stormFlood(rng: Rng, frame: Frame): Art {
  const { u } = frame
  const { house, trees, behind } = centeredHouse(rng, frame, ['ranch', 'block', 'bungalow'])
  let subject = drawTrees(rng, [behind], u, stormOakTone) + drawHouse(house, u)
  subject += drawTrees(rng, trees, u, stormOakTone) + mailbox(house.cx + house.w / 2 + 4 * u, frame.groundY + 5 * u, u)
  const water = floodWater(rng, frame, house.baseY - 2.2 * u)
  return join(backdrop(rng, frame, 'storm', false), {
    defs: water.defs,
    body: `<g id="subject">${subject}</g>${water.body}`,
  })
}

function stormTree(rng: Rng, frame: Frame): Art {
  const { u } = frame
  const rootSide = rng() < 0.5 ? -1 : 1
  const { house, behind } = centeredHouse(rng, frame, ['ranch', 'block', 'bungalow', 'cracker'], false)
  const rootEdge = house.cx + rootSide * (house.w / 2 + 22 * u)
  const crownEdge = house.cx - rootSide * (house.w / 2 + 14 * u)
  const rootTrees = treesAlongSide(rng, frame, rootEdge, rootSide === 1 ? frame.w + 12 * u : -12 * u, ['pine', 'palm'])
  const trees = treesAlongSide(rng, frame, crownEdge, rootSide === 1 ? -12 * u : frame.w + 12 * u, [
    'oak',
    'pine',
    'palm',
  ])
  let body = drawTrees(rng, [behind], u, stormOakTone) + drawHouse(house, u) + foundationShrubs(rng, house, u, [])
  body += drawTrees(rng, [...trees, ...rootTrees], u, stormOakTone)
  body += fallenOak(rng, house, u, rootSide) + stormDebris(rng, frame, 4, house.roof)
  return join(backdrop(rng, frame, 'storm', false), { defs: '', body })
}

function stormRepaired(rng: Rng, frame: Frame): Art {
  const { u, groundY } = frame
  const { house, trees, behind } = centeredHouse(rng, frame, ['ranch', 'block', 'bungalow', 'cracker'])
  const roof = roofLine(house, u)
  let body = mowingStripes(frame) + pathToStreet(house.cx, 3.5 * u, groundY, frame.h, u)
  body += drawTrees(rng, [behind], u) + drawHouse(house, u)
  body += `<polygon points="${points([
    [lerp(roof.eaveL, roof.ridgeL, 0.2), lerp(roof.eaveY, roof.ridgeY, 0.2)],
    [lerp(roof.eaveL, roof.ridgeL, 0.8) + 4 * u, lerp(roof.eaveY, roof.ridgeY, 0.8)],
    [lerp(roof.eaveL, roof.ridgeL, 0.8) + 9 * u, lerp(roof.eaveY, roof.ridgeY, 0.8)],
    [lerp(roof.eaveL, roof.ridgeL, 0.2) + 8 * u, lerp(roof.eaveY, roof.ridgeY, 0.2)],
  ])}" fill="#fff" opacity=".1"/>`
  body += svg`<rect x="${house.cx - house.w / 2 - 2 * u}" y="${house.baseY - 0.6 * u}" width="${house.w + 4 * u}" height="${1.6 * u}" rx="${0.8 * u}" fill="#7a5a3e"/>`
  body += foundationShrubs(rng, house, u, [palette.orange, '#f2b84b', '#e77f6a', '#fdf6e3'])
  body += drawTrees(rng, trees, u)
  return join(backdrop(rng, frame, 'bright', false), { defs: '', body })
}

const scenes: Record<PlaceholderScene, (rng: Rng, frame: Frame) => Art> = {
  'home-street': homeStreet,
  'storm-roof': stormRoof,
  'storm-flood': stormFlood,
  'storm-tree': stormTree,
  'storm-repaired': stormRepaired,
}

/** An SVG document of the scene at the given size; the same id always gives the same picture. */
export function placeholderArtSvg(scene: PlaceholderScene, width: number, height: number, id: string): string {
  const w = Math.max(1, Math.round(width))
  const h = Math.max(1, Math.round(height))
  const frame = makeFrame(w, h)
  const art = scenes[scene](mulberry32(hashString(`${scene}/${id}`)), frame)
  const viewBox = `0 0 ${frame.w.toFixed(2)} ${frame.h.toFixed(2)}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${art.defs}</defs>${art.body}</svg>`
  )
}
