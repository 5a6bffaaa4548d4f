import { describe, expect, it } from 'vitest'
import { articleFrontmatterSchema } from '../../content/article-body.schema'
import { ArticleError, countWords, readMinutes, renderArticle } from '../../builder/articles'

const frontmatter = `---
slug: sample-article
title: A sample article about selling a house
description: A description long enough for a search result, written for the tests of the article renderer here.
publishedAt: 2024-12-01
author: The {shortName} Team
headline: 'A sample article about selling'
summary: 'A standfirst long enough to pass the schema, written for the tests of the article renderer.'
image: article-sample
---
`
const render = (body: string, knownPaths = ['/', '/contact', '/blog']) =>
  renderArticle({
    file: 'content/articles/sample-article.md',
    source: frontmatter + body,
    placeholders: { phone: '(352) 555-0142', 'median:ocala': '$269,000' },
    knownPaths: new Set(knownPaths),
  })

describe('article frontmatter', () => {
  it('accepts its metadata and page fields and refuses anything else or anything missing', () => {
    const valid = {
      slug: 'a-b',
      title: 'A title of a fair length for search',
      description: 'd'.repeat(120),
      publishedAt: '2024-12-01',
      author: 'The {shortName} Team',
      headline: 'A headline of length',
      summary: 'x'.repeat(60),
      image: 'article-a-b',
    }
    expect(articleFrontmatterSchema.safeParse(valid).success).toBe(true)
    expect(articleFrontmatterSchema.safeParse({ ...valid, tags: 'selling' }).success).toBe(false)
    expect(articleFrontmatterSchema.safeParse({ ...valid, publishedAt: 'December 1' }).success).toBe(false)
    expect(articleFrontmatterSchema.safeParse({ ...valid, summary: 'too short' }).success).toBe(false)
    expect(articleFrontmatterSchema.safeParse({ ...valid, slug: 'Not A Slug' }).success).toBe(false)
  })

  it('names the file and field when the frontmatter is wrong', () => {
    expect(() =>
      renderArticle({
        file: 'content/articles/x.md',
        source: '---\nslug: x\n---\nBody',
        placeholders: {},
        knownPaths: new Set(),
      }),
    ).toThrow(/^content\/articles\/x\.md: frontmatter: title: .*; headline: /)
  })
})

describe('read time', () => {
  it('counts words, not punctuation, and rounds minutes up at 230 words a minute', () => {
    expect(countWords('Sell as-is — in 7 days, no fees!')).toBe(7)
    expect(readMinutes(1)).toBe(1)
    expect(readMinutes(230)).toBe(1)
    expect(readMinutes(231)).toBe(2)
    expect(readMinutes(1_700)).toBe(8)
  })

  it('is computed from the rendered words of the body', () => {
    const article = render(`## Heading\n\n${'word '.repeat(460)}`)
    expect(article.words).toBe(461)
    expect(article.readMinutes).toBe(3)
  })
})

describe('rendering', () => {
  it('gives headings ids for the table of contents and keeps the outline', () => {
    const article = render('## First part\n\nText.\n\n### A detail\n\nMore.\n\n## First part\n\nAgain.')
    expect(article.headings).toEqual([
      { level: 2, id: 'first-part', text: 'First part' },
      { level: 3, id: 'a-detail', text: 'A detail' },
      { level: 2, id: 'first-part-2', text: 'First part' },
    ])
    expect(article.html).toContain('<h2 id="first-part">First part</h2>')
  })

  it('refuses an h1, a skipped level, raw HTML passes through as text', () => {
    expect(() => render('# Title')).toThrow(ArticleError)
    expect(() => render('## Part\n\n#### Too deep')).toThrow(/skips a level/)
    expect(render('## Part\n\n<script>alert(1)</script>').html).toContain('&lt;script&gt;')
  })

  it('renders tables and fills placeholders', () => {
    const article = render('## Table\n\n| | Cash |\n|---|---|\n| Fees | None |\n\nCall {phone}. Median {median:ocala}.')
    expect(article.html).toContain('<table>')
    expect(article.html).toContain('<td>Fees</td>')
    expect(article.html).toContain('Call (352) 555-0142. Median $269,000.')
    expect(() => render('Call {fax}.')).toThrow(/unknown placeholder \{fax\}/)
  })

  it('allows links only to pages of the site', () => {
    expect(render('[Contact us](/contact) or [home](/)').html).toContain('<a href="/contact">Contact us</a>')
    expect(() => render('[elsewhere](https://example.org)')).toThrow(/leaves the site/)
    expect(() => render('[gone](/no-such-page)')).toThrow(/is not a page of the site/)
  })
})
