import type { Actor } from '@shop/domain/accounts'
import {
  EDITABLE_PAGE_SLUGS,
  FAQ_PAGE_SLUG,
  PAGE_SHOP_AUTHOR,
  PAGE_TEXTS,
  faqOf,
  pageKeyOf,
  type AdminPage,
  type AdminPageList,
  type EditablePage,
  type PageDiff,
  type PageSave,
  type PageVersion,
  type PageVersionList,
} from '@shop/domain/pages'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound } from '../../http/app-error'
import { permit } from '../../http/permit'
import { renderMarkdown } from '../../platform/content'
import { recordAudit } from '../audit/audit.service'
import { pageMemoOf, type CachedPage } from './page-cache'
import { lineDiff } from './page-diff'
import * as repo from './pages.repository'

// Editable pages (issue 26 item 4, SPEC §7 editable-page, decision 0115): visitors read the HTML rendered and
// sanitized when the page was saved; staff (`content:write`) save Markdown, every save a new version.

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
const whenText = (at: Date) => `${WHEN.format(at)} UTC`

/** A page staff may start that does not exist yet: one of the shop's pages, or a tool chart's `tcc/{id}`. */
const isCreatable = (slug: string) =>
  (EDITABLE_PAGE_SLUGS as readonly string[]).includes(slug) || /^tcc\/[1-9]\d{0,9}$/.test(slug)

const pageMissing = () => notFound('This page')

function faqAnswer(markdown: string): EditablePage['faq'] {
  return faqOf(markdown).map((group) => ({
    id: group.id,
    title: group.title,
    questions: group.questions.map((question) => ({
      id: question.id,
      question: question.question,
      html: renderMarkdown(question.markdown),
    })),
  }))
}

function publicOf(row: repo.PageRow): CachedPage {
  return {
    page: {
      slug: row.slug,
      title: row.title,
      description: row.description,
      html: row.html,
      updated_at: row.updatedAt.toISOString(),
      faq: row.slug === FAQ_PAGE_SLUG ? faqAnswer(row.markdown) : null,
    },
    // The version names the content; the id keeps a page deleted and made again from matching an old tag.
    etag: `"page-${row.id}-v${row.version}"`,
    updatedAt: row.updatedAt,
    version: row.version,
  }
}

/** A page as visitors read it, from this process's short cache (decision 0115); 404 when there is none. */
export async function publicPage(deps: Pick<AppDeps, 'db' | 'clock'>, slug: string): Promise<CachedPage> {
  const memo = pageMemoOf(deps)
  const cached = memo.get(slug)
  if (cached) return cached
  const version = memo.version
  const row = await repo.findPage(deps.db, slug)
  if (!row) throw pageMissing()
  const answer = publicOf(row)
  memo.setIfUnchanged(slug, answer, version)
  return answer
}

/** The page of a slug when there is one (a tool chart's optional page), else null. */
export async function publicPageIfAny(deps: Pick<AppDeps, 'db' | 'clock'>, slug: string) {
  try {
    return (await publicPage(deps, slug)).page
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}

// ---- staff

const person = (id: string | null, names: Map<string, string>) =>
  id ? { id, name: names.get(id) ?? 'a former staff member' } : { id: null, name: PAGE_SHOP_AUTHOR }

export async function listPages(deps: AppDeps, actor: Actor | null): Promise<AdminPageList> {
  permit(actor, 'content:write')
  const rows = await repo.listPages(deps.db)
  return {
    data: rows.map((row) => ({
      slug: row.slug,
      key: pageKeyOf(row.slug),
      title: row.title,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedByUserId
        ? { id: row.updatedByUserId, name: row.updatedByName || row.updatedByEmail || 'a former staff member' }
        : { id: null, name: PAGE_SHOP_AUTHOR },
    })),
  }
}

async function adminOf(db: Db | repo.Tx, row: repo.PageRow): Promise<AdminPage> {
  const names = await repo.peopleNamed(db, row.updatedByUserId ? [row.updatedByUserId] : [])
  return {
    slug: row.slug,
    key: pageKeyOf(row.slug),
    title: row.title,
    description: row.description,
    markdown: row.markdown,
    html: row.html,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: person(row.updatedByUserId, names),
  }
}

async function pageOrMissing(db: Db | repo.Tx, slug: string, forUpdate = false) {
  const row = await repo.findPage(db, slug, { forUpdate })
  if (!row) throw pageMissing()
  return row
}

export async function readPage(deps: AppDeps, actor: Actor | null, slug: string): Promise<AdminPage> {
  permit(actor, 'content:write')
  return adminOf(deps.db, await pageOrMissing(deps.db, slug))
}

/** The 409 of a stale save: who saved the page last, and when. */
async function changedMeanwhile(db: repo.Tx, row: repo.PageRow) {
  const names = await repo.peopleNamed(db, row.updatedByUserId ? [row.updatedByUserId] : [])
  const who = person(row.updatedByUserId, names).name
  return new AppError(409, 'page_changed', PAGE_TEXTS.changedMeanwhile(who, whenText(row.updatedAt)))
}

type NewContent = { title: string; description: string; markdown: string }

/** Writes a new version of a page under its row lock and records it in the audit log. */
async function writeVersion(
  tx: repo.Tx,
  deps: AppDeps,
  actor: Actor,
  row: repo.PageRow,
  content: NewContent,
  restoredFrom: number | null,
  requestId: string | null,
) {
  const version = row.version + 1
  const at = deps.clock()
  await repo.updatePage(tx, row.id, {
    ...content,
    html: renderMarkdown(content.markdown),
    version,
    updatedByUserId: actor.id,
    updatedAt: at,
  })
  await repo.insertVersion(tx, {
    pageId: row.id,
    number: version,
    ...content,
    authorUserId: actor.id,
    restoredFrom,
    createdAt: at,
  })
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: restoredFrom === null ? 'page.saved' : 'page.restored',
    subject: { type: 'page', id: row.slug },
    details: {
      slug: row.slug,
      version,
      ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
      before: { version: row.version, title: row.title },
      after: { version, title: content.title },
    },
    requestId,
  })
}

/**
 * Saves staff's edit as the page's next version. The edit names the version it started from: when another save
 * came in between, nothing is written and the 409 says who saved and when. `based_on_version` 0 starts a page the
 * shop knows but that has no content yet (a tool chart's `tcc/{id}`).
 */
export async function savePage(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  body: PageSave,
  requestId: string | null,
): Promise<AdminPage> {
  const staff = permit(actor, 'content:write')!
  const content = { title: body.title, description: body.description, markdown: body.markdown }
  const saved = await deps.db.transaction(async (tx) => {
    const row = await repo.findPage(tx, slug, { forUpdate: true })
    if (!row) {
      if (body.based_on_version !== 0 || !isCreatable(slug)) throw pageMissing()
      // The first version is the staff member's: they are named on it and in the log.
      const at = deps.clock()
      const html = renderMarkdown(content.markdown)
      // Two staff starting the same page at once: the unique slug lets one in, the other hears who was first.
      if (!(await repo.insertPageIfMissing(tx, { slug, ...content, html, at, by: staff.id })))
        throw await changedMeanwhile(tx, await pageOrMissing(tx, slug))
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'page.saved',
        subject: { type: 'page', id: slug },
        details: { slug, version: 1, after: { version: 1, title: content.title } },
        requestId,
      })
      return pageOrMissing(tx, slug)
    }
    if (row.version !== body.based_on_version) throw await changedMeanwhile(tx, row)
    await writeVersion(tx, deps, staff, row, content, null, requestId)
    return pageOrMissing(tx, slug)
  })
  pageMemoOf(deps).delete(slug)
  return adminOf(deps.db, saved)
}

export async function listVersions(deps: AppDeps, actor: Actor | null, slug: string): Promise<PageVersionList> {
  permit(actor, 'content:write')
  const row = await pageOrMissing(deps.db, slug)
  const versions = await repo.listVersions(deps.db, row.id)
  const names = await repo.peopleNamed(deps.db, [
    ...new Set(versions.flatMap((version) => (version.authorUserId ? [version.authorUserId] : []))),
  ])
  return {
    data: versions.map((version) => ({
      number: version.number,
      title: version.title,
      author: person(version.authorUserId, names),
      created_at: version.createdAt.toISOString(),
      restored_from: version.restoredFrom,
    })),
  }
}

async function versionOrMissing(db: Db | repo.Tx, pageId: number, number: number) {
  const version = await repo.findVersion(db, pageId, number)
  if (!version) throw new AppError(404, 'not_found', PAGE_TEXTS.versionMissing(number))
  return version
}

export async function readVersion(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  number: number,
): Promise<PageVersion> {
  permit(actor, 'content:write')
  const row = await pageOrMissing(deps.db, slug)
  const version = await versionOrMissing(deps.db, row.id, number)
  const names = await repo.peopleNamed(deps.db, version.authorUserId ? [version.authorUserId] : [])
  return {
    number: version.number,
    title: version.title,
    description: version.description,
    markdown: version.markdown,
    author: person(version.authorUserId, names),
    created_at: version.createdAt.toISOString(),
    restored_from: version.restoredFrom,
  }
}

/** How version `against` became version `number`: the Markdown line by line (title and description as lines too). */
export async function diffVersions(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  number: number,
  against: number,
): Promise<PageDiff> {
  permit(actor, 'content:write')
  const row = await pageOrMissing(deps.db, slug)
  const [to, from] = await Promise.all([
    versionOrMissing(deps.db, row.id, number),
    versionOrMissing(deps.db, row.id, against),
  ])
  const text = (version: typeof to) =>
    `Title: ${version.title}\nDescription: ${version.description}\n\n${version.markdown}`
  return { number, against, ...lineDiff(text(from), text(to)) }
}

/** Makes an old version's content the page's newest version (a new number that names the one it restored). */
export async function restoreVersion(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  number: number,
  requestId: string | null,
): Promise<AdminPage> {
  const staff = permit(actor, 'content:write')!
  const saved = await deps.db.transaction(async (tx) => {
    const row = await pageOrMissing(tx, slug, true)
    const version = await versionOrMissing(tx, row.id, number)
    const content = { title: version.title, description: version.description, markdown: version.markdown }
    await writeVersion(tx, deps, staff, row, content, number, requestId)
    return pageOrMissing(tx, slug)
  })
  pageMemoOf(deps).delete(slug)
  return adminOf(deps.db, saved)
}
