import type { FaqGroup } from '@shop/domain/pages'
import { paths } from '@shop/domain/paths'
import { useEffect, useMemo, useState } from 'react'
import { ContentHtml } from '../../components/ui/content/content-html'
import styles from './page-view.module.css'

/** The words of a piece of HTML, lower-case, for the search. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()

/**
 * The FAQ (issue 26 item 4): its groups as sections, each question a heading with its own address (`/faq#…`), and a
 * search box that keeps the questions whose question or answer holds every word typed. Without JavaScript it is a
 * plain page of every question (the box shows once the page can use it).
 */
export function FaqSections({ groups }: { groups: FaqGroup[] }) {
  const [ready, setReady] = useState(false)
  const [query, setQuery] = useState('')
  useEffect(() => setReady(true), [])
  const index = useMemo(
    () =>
      new Map(
        groups.flatMap((group) =>
          group.questions.map((question) => [
            question.id,
            `${question.question.toLowerCase()} ${wordsOf(question.html)}`,
          ]),
        ),
      ),
    [groups],
  )
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = (id: string) => words.every((word) => index.get(id)?.includes(word))
  const visible = groups
    .map((group) => ({ ...group, questions: group.questions.filter((question) => shown(question.id)) }))
    .filter((group) => group.questions.length > 0)
  const count = visible.reduce((sum, group) => sum + group.questions.length, 0)

  return (
    <>
      {ready ? (
        <div className={styles.search} role="search">
          <label htmlFor="faq-search">Search the questions</label>
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder="e.g. refund, KESS, shipping"
            autoComplete="off"
            aria-describedby="faq-count"
          />
          <span id="faq-count" className={styles.note} aria-live="polite">
            {words.length === 0
              ? `${count} questions`
              : count === 0
                ? 'No question matches. Try fewer or other words, or open a ticket and ask us.'
                : `${count} ${count === 1 ? 'question matches' : 'questions match'}`}
          </span>
        </div>
      ) : null}
      {words.length === 0 ? (
        <nav aria-label="Question groups">
          <ul className={styles.groupNav}>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {visible.map((group) => (
        <section key={group.id} className={styles.section} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          {group.questions.map((question) => (
            <div key={question.id} className={styles.question}>
              <h3 id={question.id}>
                <a href={paths.faq(question.id)}>{question.question}</a>
              </h3>
              <ContentHtml html={question.html} />
            </div>
          ))}
        </section>
      ))}
    </>
  )
}
