import { headingIdOf } from './heading-id-of'

export type FaqQuestionSource = { id: string; question: string; markdown: string }
export type FaqGroupSource = { id: string; title: string; questions: FaqQuestionSource[] }

/**
 * The FAQ's Markdown as groups of questions: each `## Group` heading opens a group, each `### Question` heading a
 * question whose answer is the Markdown up to the next heading of either level. Text before the first group, and a
 * question before any group, go to a group titled "General questions". Ids are the headings' anchors, made unique
 * (`-2`, `-3`…) where two headings read the same.
 */
export function faqOf(markdown: string): FaqGroupSource[] {
  const groups: FaqGroupSource[] = []
  const used = new Set<string>()
  const unique = (text: string) => {
    const base = headingIdOf(text) || 'question'
    let id = base
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`
    used.add(id)
    return id
  }
  let group: FaqGroupSource | null = null
  let question: { id: string; question: string; lines: string[] } | null = null
  let inFence = false
  const closeQuestion = () => {
    if (question && group)
      group.questions.push({ id: question.id, question: question.question, markdown: question.lines.join('\n').trim() })
    question = null
  }
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading?.[1] === '##') {
      closeQuestion()
      group = { id: unique(heading[2]!), title: heading[2]!, questions: [] }
      groups.push(group)
    } else if (heading?.[1] === '###') {
      closeQuestion()
      if (!group) {
        group = { id: unique('General questions'), title: 'General questions', questions: [] }
        groups.push(group)
      }
      question = { id: unique(heading[2]!), question: heading[2]!, lines: [] }
    } else if (question) {
      question.lines.push(line)
    }
  }
  closeQuestion()
  return groups.filter((candidate) => candidate.questions.length > 0)
}
