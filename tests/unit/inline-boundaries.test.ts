/**
 * The build puts back in place the Suspense boundaries React writes apart from their place in a long page
 * (build/post-render/inline-boundaries.ts), so a deferred part needs no inline script. Rendered here by React itself,
 * as vite-react-ssg renders a page: once everything is ready.
 */
import { Writable } from 'node:stream'
import { createElement, Suspense, use, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { inlineCompletedBoundaries } from '../../build/post-render/inline-boundaries'

function renderWhenReady(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += String(chunk)
        next()
      },
    })
    sink.on('finish', () => resolve(html))
    const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(sink), onError: reject })
  })
}

const later = new Promise<string>((resolve) => setTimeout(() => resolve('loaded'), 10))
function Late({ size }: { size: number }) {
  return createElement('form', { id: 'part' }, `${use(later)} ${'x'.repeat(size)}`)
}
const page = (prefix: number, part: number) =>
  createElement(
    'main',
    null,
    createElement('p', null, 'a'.repeat(prefix)),
    createElement(Suspense, { fallback: null }, createElement(Late, { size: part })),
    createElement('p', { id: 'after' }, 'after'),
  )

describe('inlineCompletedBoundaries', () => {
  it("puts a boundary React wrote after the first 12.8 KB back in its place, without React's scripts", async () => {
    const html = await renderWhenReady(page(14_000, 1_000))
    // React writes `hidden`; the page vite-react-ssg hands the build has `hidden=""`. Either is put back.
    expect(html).toMatch(/<div hidden(="")? id="S:0">/)
    expect(html).toContain('<script>')
    const inlined = inlineCompletedBoundaries(html)
    expect(inlined).not.toContain('<script>')
    expect(inlined).not.toMatch(/<div hidden/)
    expect(inlineCompletedBoundaries(html.replace('<div hidden id=', '<div hidden="" id='))).toBe(inlined)
    expect(inlined).toMatch(
      /<!--\$--><form id="part">loaded x{1000}<\/form><!--\/\$--><p id="after">after<\/p><\/main>$/,
    )
  })

  it('puts back boundaries numbered past 9, which React numbers in hexadecimal', async () => {
    const boundaries = Array.from({ length: 12 }, (_, index) =>
      createElement(Suspense, { key: index, fallback: null }, createElement(Late, { size: 600 + index })),
    )
    const html = await renderWhenReady(
      createElement('main', null, createElement('p', null, 'a'.repeat(14_000)), boundaries),
    )
    expect(html).toMatch(/<div hidden(="")? id="S:b">/)
    const inlined = inlineCompletedBoundaries(html)
    expect(inlined).not.toContain('<script>')
    expect(inlined).not.toMatch(/<div hidden|<template/)
    expect(inlined.match(/<!--\$--><form id="part">/g)).toHaveLength(12)
  })

  it('leaves a page whose boundaries React wrote in place as it is', async () => {
    const html = await renderWhenReady(page(100, 100))
    expect(html).toContain('<!--$--><form id="part">')
    expect(inlineCompletedBoundaries(html)).toBe(html)
  })
})
