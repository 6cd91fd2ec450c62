import { can, type Actor } from '@shop/domain/accounts'
import {
  BLOG_TEXTS as TEXTS,
  blogPostStateAt,
  type AdminBio,
  type AdminBioList,
  type AdminBlogPost,
  type AdminBlogPostList,
  type AdminBlogPostListQuery,
  type Bio,
  type BioList,
  type BioUpdate,
  type BioWrite,
  type BlogAuthor,
  type BlogPost,
  type BlogPostList,
  type BlogPostListQuery,
  type BlogPostStatus,
  type BlogPostSummary,
  type BlogPostUpdate,
  type BlogPostWrite,
  type BlogTag,
} from '@shop/domain/blog'
import { pageWindow } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { plainTextOf, renderMarkdown } from '../../platform/content'
import * as repo from './blog.repository'

// The blog and the staff bios (issue 26 item 5, decision 0116). The public reads published posts only (a scheduled
// post is published once its time has come: `repo.isLiveAt`); staff (`content:write`) read and write everything.
// Markdown is rendered and sanitized on save, so a page only ever gets the stored HTML.

const ISO = (date: Date | null) => date?.toISOString() ?? null
const stateOf = (row: Pick<repo.PostRow, 'status' | 'publishAt'>, now: Date) =>
  blogPostStateAt(row.status as BlogPostStatus, row.publishAt, now)

const stale = () => new AppError(409, 'stale_version', TEXTS.stale)
const slugTaken = () => new AppError(409, 'slug_taken', TEXTS.slugTaken)
const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) === '23505'

// ---- shapes

export function authorOf(bio: repo.BioRow): BlogAuthor {
  return {
    slug: bio.slug,
    name: bio.name,
    role_title: bio.roleTitle,
    photo: bio.photo,
    summary: plainTextOf(bio.markdown, 220),
  }
}

async function authorsOf(db: Db, ids: number[]): Promise<Map<number, BlogAuthor>> {
  const bios = await repo.biosByIds(db, ids)
  return new Map(bios.map((bio) => [bio.id, authorOf(bio)]))
}

function summaryOf(row: repo.PostSummaryRow, author: BlogAuthor): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags as BlogTag[],
    author,
    cover_image: row.coverImage,
    published_at: ISO(row.publishAt),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function summariesOf(db: Db, rows: repo.PostSummaryRow[]): Promise<BlogPostSummary[]> {
  const authors = await authorsOf(
    db,
    rows.map((row) => row.authorId),
  )
  return rows.map((row) => summaryOf(row, authors.get(row.authorId)!))
}

async function adminPostOf(deps: AppDeps, row: repo.PostRow): Promise<AdminBlogPost> {
  const [bio] = await repo.biosByIds(deps.db, [row.authorId])
  return {
    ...summaryOf(row, authorOf(bio!)),
    html: row.html,
    state: stateOf(row, deps.clock()),
    markdown: row.markdown,
    author_id: row.authorId,
    status: row.status as BlogPostStatus,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  }
}

// ---- public

/** SPEC §7 blog-posts: published posts, newest first, paged; by tag and by author. An unknown author is a 404. */
export async function listPublishedPosts(deps: AppDeps, query: BlogPostListQuery): Promise<BlogPostList> {
  let authorId: number | undefined
  if (query.author) {
    const bio = await repo.findBioBySlug(deps.db, query.author)
    if (!bio) throw notFound('This author')
    authorId = bio.id
  }
  const offset = (query.page - 1) * query.per_page
  const { rows, total } = await repo.listPosts(
    deps.db,
    { tag: query.tag, authorId },
    { now: deps.clock(), live: true, offset, limit: query.per_page },
  )
  return { data: await summariesOf(deps.db, rows), meta: pageWindow(query, total).meta }
}

/** One post: the public reads a published one only (a draft or a future post is a 404); staff read any. */
export async function readPost(deps: AppDeps, actor: Actor | null, id: number): Promise<BlogPost> {
  const row = await repo.findPost(deps.db, id)
  const now = deps.clock()
  if (!row || (stateOf(row, now) !== 'published' && !can(actor, 'content:write'))) throw notFound('This post')
  const [bio] = await repo.biosByIds(deps.db, [row.authorId])
  return { ...summaryOf(row, authorOf(bio!)), html: row.html, state: stateOf(row, now) }
}

/** SPEC §7 bio: the bio and the author's published posts, newest first (the latest 50). */
export async function readBio(deps: AppDeps, slug: string): Promise<Bio> {
  const bio = await repo.findBioBySlug(deps.db, slug)
  if (!bio) throw notFound('This bio')
  const { rows } = await repo.listPosts(
    deps.db,
    { authorId: bio.id },
    { now: deps.clock(), live: true, offset: 0, limit: 50 },
  )
  const author = authorOf(bio)
  return {
    ...author,
    html: bio.html,
    updated_at: bio.updatedAt.toISOString(),
    posts: rows.map((row) => summaryOf(row, author)),
  }
}

/** Every bio with its number of published posts (the sitemap, the authors' list). */
export async function listBios(deps: AppDeps): Promise<BioList> {
  const [bios, counts] = await Promise.all([
    repo.allBios(deps.db),
    repo.postCounts(deps.db, { now: deps.clock(), live: true }),
  ])
  return {
    data: bios.map((bio) => ({
      ...authorOf(bio),
      posts: counts.get(bio.id) ?? 0,
      updated_at: bio.updatedAt.toISOString(),
    })),
  }
}

export type PublishedPost = {
  id: number
  slug: string
  title: string
  excerpt: string
  /** The post's page: absolute when `publicUrl` is given, else the site path. */
  url: string
  publishedAt: Date
  author: { name: string; slug: string }
}

/**
 * The posts that went live after `since` (and by `now`), oldest first, optionally of one tag: what a digest mails
 * (the newsletter's "dealer blog posts" list sends the Dealer ones).
 */
export async function publishedPostsSince(
  db: Db,
  since: Date,
  tag?: BlogTag,
  options: { now?: Date; publicUrl?: string } = {},
): Promise<PublishedPost[]> {
  const { rows } = await repo.listPosts(
    db,
    { tag, since },
    { now: options.now ?? new Date(), live: true, offset: 0, limit: 100 },
  )
  const bios = new Map(
    (
      await repo.biosByIds(
        db,
        rows.map((row) => row.authorId),
      )
    ).map((bio) => [bio.id, bio]),
  )
  return rows.reverse().map((row) => {
    const path = paths.blogPost(row.id, row.slug)
    const bio = bios.get(row.authorId)!
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      url: options.publicUrl ? new URL(path, options.publicUrl).href : path,
      publishedAt: row.publishAt!,
      author: { name: bio.name, slug: bio.slug },
    }
  })
}

// ---- staff: posts

/** Every post, drafts and scheduled ones too, filtered by what it is now and by tag. */
export async function listAllPosts(deps: AppDeps, query: AdminBlogPostListQuery): Promise<AdminBlogPostList> {
  const now = deps.clock()
  const { offset, limit } = pageWindow(query, 0)
  const { rows, total } = await repo.listPosts(
    deps.db,
    { tag: query.tag, state: query.state },
    { now, live: false, offset, limit },
  )
  const summaries = await summariesOf(deps.db, rows)
  return {
    data: summaries.map((summary, index) => ({ ...summary, state: stateOf(rows[index]!, now) })),
    meta: pageWindow(query, total).meta,
  }
}

export async function readAdminPost(deps: AppDeps, id: number): Promise<{ updatedAt: Date; body: AdminBlogPost }> {
  const row = await repo.findPost(deps.db, id)
  if (!row) throw notFound('This post')
  return { updatedAt: row.updatedAt, body: await adminPostOf(deps, row) }
}

async function assertAuthor(db: Db, authorId: number) {
  const [bio] = await repo.biosByIds(db, [authorId])
  if (!bio) throw validationFailed({ author_id: [TEXTS.unknownAuthor] })
}

/** A new post, always a draft: publishing is its own step. */
export async function createPost(deps: AppDeps, body: BlogPostWrite) {
  await assertAuthor(deps.db, body.author_id)
  const now = deps.clock()
  const row = await repo.insertPost(deps.db, {
    slug: body.slug,
    title: body.title,
    excerpt: body.excerpt,
    markdown: body.markdown,
    html: renderMarkdown(body.markdown),
    tags: body.tags,
    authorId: body.author_id,
    coverImage: body.cover_image,
    status: 'draft',
    createdAt: now,
    updatedAt: now,
  })
  return { updatedAt: row.updatedAt, body: await adminPostOf(deps, row) }
}

/**
 * Changes the fields sent. The edit carries the `version` it opened: someone else's save in between is a 409
 * `stale_version` (and an If-Unmodified-Since older than the last save a 412), and nothing changes.
 */
export async function updatePost(
  deps: AppDeps,
  id: number,
  body: BlogPostUpdate,
  assertUnmodifiedSince: (updatedAt: Date) => void,
) {
  if (body.author_id !== undefined) await assertAuthor(deps.db, body.author_id)
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findPost(tx, id, { lock: true })
    if (!current) throw notFound('This post')
    assertUnmodifiedSince(current.updatedAt)
    if (current.version !== body.version) throw stale()
    return repo.updatePost(tx, id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.slug !== undefined && { slug: body.slug }),
      ...(body.excerpt !== undefined && { excerpt: body.excerpt }),
      ...(body.tags !== undefined && { tags: body.tags }),
      ...(body.author_id !== undefined && { authorId: body.author_id }),
      ...(body.cover_image !== undefined && { coverImage: body.cover_image }),
      ...(body.markdown !== undefined && { markdown: body.markdown, html: renderMarkdown(body.markdown) }),
      version: current.version + 1,
      updatedAt: nextUpdatedAt(current.updatedAt, deps.clock()),
    })
  })
  return { updatedAt: row.updatedAt, body: await adminPostOf(deps, row) }
}

/** A save's time: the clock, but never earlier than the last save (a stale If-Unmodified-Since stays stale). */
const nextUpdatedAt = (last: Date, now: Date) => (now.getTime() > last.getTime() ? now : new Date(last.getTime() + 1))

async function changeStatus(
  deps: AppDeps,
  id: number,
  change: (current: repo.PostRow, now: Date) => Partial<repo.PostRow>,
) {
  const now = deps.clock()
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findPost(tx, id, { lock: true })
    if (!current) throw notFound('This post')
    return repo.updatePost(tx, id, {
      ...change(current, now),
      version: current.version + 1,
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    })
  })
  return { updatedAt: row.updatedAt, body: await adminPostOf(deps, row) }
}

/** Publish now; a post already live keeps the moment it went live. */
export const publishPost = (deps: AppDeps, id: number) =>
  changeStatus(deps, id, (current, now) =>
    stateOf(current, now) === 'published' ? {} : { status: 'published', publishAt: now },
  )

/** Goes live by itself at `publishAt` (in the future). */
export async function schedulePost(deps: AppDeps, id: number, publishAt: Date) {
  if (publishAt.getTime() <= deps.clock().getTime()) throw validationFailed({ publish_at: [TEXTS.publishAtFuture] })
  return changeStatus(deps, id, () => ({ status: 'scheduled', publishAt }))
}

/** Back to a draft: off the blog, its feeds and the sitemap. */
export const unpublishPost = (deps: AppDeps, id: number) =>
  changeStatus(deps, id, () => ({ status: 'draft', publishAt: null }))

/** Only a draft may be deleted (a post once public is unpublished instead: links to it may be out there). */
export async function deleteDraft(deps: AppDeps, id: number, assertUnmodifiedSince: (updatedAt: Date) => void) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findPost(tx, id, { lock: true })
    if (!current) throw notFound('This post')
    assertUnmodifiedSince(current.updatedAt)
    if (current.status !== 'draft') throw new AppError(409, 'not_a_draft', TEXTS.deleteDraftOnly)
    await repo.deletePost(tx, id)
  })
}

// ---- staff: bios

async function adminBioOf(deps: AppDeps, bio: repo.BioRow): Promise<AdminBio> {
  const [users, counts] = await Promise.all([
    repo.usersByIds(deps.db, bio.userId ? [bio.userId] : []),
    repo.postCounts(deps.db, { now: deps.clock(), live: false }),
  ])
  const owner = users[0]
  return {
    id: bio.id,
    slug: bio.slug,
    name: bio.name,
    role_title: bio.roleTitle,
    markdown: bio.markdown,
    html: bio.html,
    photo: bio.photo,
    user: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
    posts: counts.get(bio.id) ?? 0,
    version: bio.version,
    created_at: bio.createdAt.toISOString(),
    updated_at: bio.updatedAt.toISOString(),
  }
}

export async function listAdminBios(deps: AppDeps): Promise<AdminBioList> {
  const [bios, counts, staff] = await Promise.all([
    repo.allBios(deps.db),
    repo.postCounts(deps.db, { now: deps.clock(), live: false }),
    repo.staffUsers(deps.db),
  ])
  const owners = new Map(
    (
      await repo.usersByIds(
        deps.db,
        bios.flatMap((bio) => (bio.userId ? [bio.userId] : [])),
      )
    ).map((u) => [u.id, u]),
  )
  return {
    data: bios.map((bio) => {
      const owner = bio.userId ? owners.get(bio.userId) : undefined
      return {
        id: bio.id,
        slug: bio.slug,
        name: bio.name,
        role_title: bio.roleTitle,
        photo: bio.photo,
        user: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
        posts: counts.get(bio.id) ?? 0,
        version: bio.version,
        created_at: bio.createdAt.toISOString(),
        updated_at: bio.updatedAt.toISOString(),
      }
    }),
    staff,
  }
}

export async function readAdminBio(deps: AppDeps, id: number) {
  const bio = await repo.findBio(deps.db, id)
  if (!bio) throw notFound('This bio')
  return { updatedAt: bio.updatedAt, body: await adminBioOf(deps, bio) }
}

/** A bio's account must be a staff member's. */
async function assertStaffUser(db: Db, userId: string | null | undefined) {
  if (!userId) return
  const [found] = await repo.usersByIds(db, [userId])
  if (!found || !['staff', 'calibrator', 'admin', 'superadmin'].includes(found.role ?? ''))
    throw validationFailed({ user_id: [TEXTS.notStaff] })
}

/** A unique violation: the slug, or the account that already has a bio. */
function uniqueOf(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as { cause?: { constraint?: string } })?.cause?.constraint ?? error)
    if (text.includes('user')) throw validationFailed({ user_id: [TEXTS.userTaken] })
    throw slugTaken()
  }
  throw error
}

export async function createBio(deps: AppDeps, body: BioWrite) {
  await assertStaffUser(deps.db, body.user_id)
  const now = deps.clock()
  const bio = await repo
    .insertBio(deps.db, {
      slug: body.slug,
      name: body.name,
      roleTitle: body.role_title,
      markdown: body.markdown,
      html: renderMarkdown(body.markdown),
      photo: body.photo,
      userId: body.user_id,
      createdAt: now,
      updatedAt: now,
    })
    .catch(uniqueOf)
  return { updatedAt: bio.updatedAt, body: await adminBioOf(deps, bio) }
}

export async function updateBio(
  deps: AppDeps,
  id: number,
  body: BioUpdate,
  assertUnmodifiedSince: (updatedAt: Date) => void,
) {
  await assertStaffUser(deps.db, body.user_id)
  const bio = await deps.db
    .transaction(async (tx) => {
      const current = await repo.findBio(tx, id, { lock: true })
      if (!current) throw notFound('This bio')
      assertUnmodifiedSince(current.updatedAt)
      if (current.version !== body.version) throw stale()
      return repo.updateBio(tx, id, {
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.role_title !== undefined && { roleTitle: body.role_title }),
        ...(body.photo !== undefined && { photo: body.photo }),
        ...(body.user_id !== undefined && { userId: body.user_id }),
        ...(body.markdown !== undefined && { markdown: body.markdown, html: renderMarkdown(body.markdown) }),
        version: current.version + 1,
        updatedAt: nextUpdatedAt(current.updatedAt, deps.clock()),
      })
    })
    .catch(uniqueOf)
  return { updatedAt: bio.updatedAt, body: await adminBioOf(deps, bio) }
}
