import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX, parseFrontMatter, slugOfPageKey } from '@shop/domain/pages'
import { renderMarkdown } from '../../platform/content'
import { serverRoot } from '../../server-root'
import type { Db } from '../client'
import { page, pageVersion } from '../schema/pages'

// The shop's content pages (decision 0115): one Markdown file per page in seed/pages/, named by its path
// (`fz__guide.md` is /fz/guide), beginning with front matter (title, description). Loaded on every start: a page
// that exists is left as staff made it, a new file becomes version 1 by "the shop".

/** Where the page files are. */
export const pagesSeedFolder = () => join(serverRoot(), 'src/db/seed/pages')

export type PageFile = { slug: string; title: string; description: string; markdown: string }

/** One page file, checked: a bad file throws naming it (the start stops rather than serve half a page). */
export function pageFileOf(name: string, text: string): PageFile {
  const fail = (why: string) => new Error(`seed/pages/${name}: ${why}`)
  const slug = slugOfPageKey(name.replace(/\.md$/, ''))
  if (!slug) throw fail('the name is no page path (lower-case words joined by -, __ for /)')
  let parsed: ReturnType<typeof parseFrontMatter>
  try {
    parsed = parseFrontMatter(text)
  } catch (error) {
    throw fail((error as Error).message)
  }
  const title = parsed.attributes.title?.trim() ?? ''
  const description = parsed.attributes.description?.trim() ?? ''
  if (!title || title.length > PAGE_TITLE_MAX) throw fail(`the title must be 1–${PAGE_TITLE_MAX} characters`)
  if (!description || description.length > PAGE_DESCRIPTION_MAX)
    throw fail(`the description must be 1–${PAGE_DESCRIPTION_MAX} characters`)
  return { slug, title, description, markdown: parsed.body }
}

/** Every page file of a folder, by name; none when the folder is absent. */
export async function readPageFiles(folder: string): Promise<PageFile[]> {
  if (!existsSync(folder)) return []
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort()
  return Promise.all(names.map(async (name) => pageFileOf(name, await readFile(join(folder, name), 'utf8'))))
}

/** Loads the page files a database lacks (idempotent: a second run adds nothing); answers how many were new. */
export async function seedPages(db: Db, at: Date, folder = pagesSeedFolder()): Promise<number> {
  let added = 0
  for (const file of await readPageFiles(folder)) {
    const html = renderMarkdown(file.markdown)
    const [created] = await db
      .insert(page)
      .values({ ...file, html, version: 1, updatedByUserId: null, updatedAt: at, createdAt: at })
      .onConflictDoNothing({ target: page.slug })
      .returning({ id: page.id })
    if (!created) continue
    const { title, description, markdown } = file
    await db
      .insert(pageVersion)
      .values({ pageId: created.id, number: 1, title, description, markdown, authorUserId: null, createdAt: at })
    added += 1
  }
  return added
}
