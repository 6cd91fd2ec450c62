import { describe, expect, it } from 'vitest'
import { faqOf } from './faq-of'

describe('faqOf', () => {
  it('groups ### questions under their ## group, each answer up to the next heading', () => {
    const markdown = [
      'Intro text no group holds.',
      '## Flashing',
      '### Which tool do I need?',
      'The vehicle page names it.',
      '',
      '- one',
      '### Can I go back to stock?',
      'Yes.',
      '## Shipping',
      '### How fast?',
      'Two days.',
    ].join('\n')
    expect(faqOf(markdown)).toEqual([
      {
        id: 'flashing',
        title: 'Flashing',
        questions: [
          {
            id: 'which-tool-do-i-need',
            question: 'Which tool do I need?',
            markdown: 'The vehicle page names it.\n\n- one',
          },
          { id: 'can-i-go-back-to-stock', question: 'Can I go back to stock?', markdown: 'Yes.' },
        ],
      },
      {
        id: 'shipping',
        title: 'Shipping',
        questions: [{ id: 'how-fast', question: 'How fast?', markdown: 'Two days.' }],
      },
    ])
  })

  it('puts a question before any group under "General questions", and makes repeated ids unique', () => {
    const groups = faqOf('### Price?\nA\n## Price?\n### Price?\nB')
    expect(groups.map((group) => group.title)).toEqual(['General questions', 'Price?'])
    expect(groups.flatMap((group) => group.questions.map((question) => question.id))).toEqual(['price', 'price-3'])
    expect(groups[1]!.id).toBe('price-2')
  })

  it('ignores headings inside fenced code and drops groups without questions', () => {
    const groups = faqOf('## Empty\n## Logs\n### How?\n```\n## not a group\n```\n')
    expect(groups).toHaveLength(1)
    expect(groups[0]!.questions[0]!.markdown).toBe('```\n## not a group\n```')
  })
})
