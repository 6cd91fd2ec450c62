import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import {
  BLOG_EXCERPT_MAX,
  BLOG_POST_STATUS_LABELS,
  BLOG_TAGS,
  BLOG_TITLE_MAX,
  blogSlugOf,
  type AdminBlogPost,
  type BlogPostWriteInput,
} from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MarkdownEditor } from '../../components/ui/content/markdown-editor'
import { FormSection } from '../../components/ui/form/form-section'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { postDate } from './post-date'
import { isoOfUtcInput, utcInputValue } from './utc-input'

type Author = { id: number; name: string; role_title: string }
type Values = {
  title: string
  slug: string
  excerpt: string
  tags: string[]
  author_id: string
  cover_image: string
  markdown: string
}
type Intent = 'save' | 'publish' | 'schedule'

const valuesOf = (post: AdminBlogPost | null, authors: Author[]): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  tags: post?.tags ?? [],
  author_id: String(post?.author_id ?? authors[0]?.id ?? ''),
  cover_image: post?.cover_image ?? '',
  markdown: post?.markdown ?? '',
})

const bodyOf = (values: Values): BlogPostWriteInput & { cover_image: string | null } => ({
  title: values.title,
  slug: values.slug,
  excerpt: values.excerpt,
  tags: values.tags as BlogPostWriteInput['tags'],
  author_id: Number(values.author_id),
  cover_image: values.cover_image.trim() || null,
  markdown: values.markdown,
})

/**
 * Staff's post editor (issue 26 item 5): title, slug (suggested from the title until edited), excerpt, tags, author,
 * cover image and the Markdown with the server's preview; then save as a draft, publish now or schedule (UTC). An
 * edit carries the version it opened, so someone else's save in between is refused with its message.
 */
export function AdminPostForm({ post, authors, now }: { post: AdminBlogPost | null; authors: Author[]; now: string }) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [values, setValues] = useState<Values>(() => valuesOf(post, authors))
  const [slugTouched, setSlugTouched] = useState(Boolean(post))
  const [publishAt, setPublishAt] = useState(() =>
    utcInputValue(
      post?.state === 'scheduled' ? post.published_at : new Date(Date.parse(now) + 86_400_000).toISOString(),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState<Intent | 'unpublish' | 'delete' | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((old) => ({ ...old, [key]: value }))

  function fail(error: unknown) {
    if (error instanceof ApiError && error.body?.errors) {
      setErrors(
        Object.fromEntries(
          Object.entries(error.body.errors).map(([field, messages]) => [field.split('.')[0]!, messages.join(' ')]),
        ),
      )
    }
    setFailure(error)
  }

  async function run(intent: Intent) {
    setFailure(null)
    setErrors({})
    const scheduleAt = intent === 'schedule' ? isoOfUtcInput(publishAt) : null
    if (intent === 'schedule' && !scheduleAt) {
      setErrors({ publish_at: 'Enter a date and time' })
      return
    }
    setBusy(intent)
    try {
      const body = bodyOf(values)
      const saved = post
        ? await answer(
            browserApi.PATCH('/api/admin/blog-posts/{id}', {
              params: { path: { id: post.id } },
              body: { ...body, version: post.version },
            }),
          )
        : await answer(browserApi.POST('/api/admin/blog-posts', { body }))
      const path = { params: { path: { id: saved.id } } }
      if (intent === 'publish') await answer(browserApi.POST('/api/admin/blog-posts/{id}/publish', path))
      if (intent === 'schedule')
        await answer(
          browserApi.POST('/api/admin/blog-posts/{id}/schedule', { ...path, body: { publish_at: scheduleAt! } }),
        )
      if (post) await revalidator.revalidate()
      else await navigate(paths.adminBlogPost(saved.id))
    } catch (error) {
      fail(error)
    } finally {
      setBusy(null)
    }
  }

  async function unpublish() {
    if (!post) return
    setFailure(null)
    setBusy('unpublish')
    try {
      await answer(browserApi.POST('/api/admin/blog-posts/{id}/unpublish', { params: { path: { id: post.id } } }))
      await revalidator.revalidate()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    if (!post) return
    setFailure(null)
    setBusy('delete')
    try {
      await answer(browserApi.DELETE('/api/admin/blog-posts/{id}', { params: { path: { id: post.id } } }))
      await navigate(paths.adminBlog())
    } catch (error) {
      fail(error)
      setBusy(null)
    }
  }

  const live = post?.state === 'published'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void run('save')
      }}
      noValidate
      aria-label={post ? `Edit ${post.title}` : 'New post'}
    >
      <Stack gap="md">
        {post ? (
          <Group gap="xs">
            <StatusBadge status={post.state} label={BLOG_POST_STATUS_LABELS[post.state]} size="sm" />
            <Text size="sm" c="dimmed">
              {post.state === 'published'
                ? `Published ${postDate(post.published_at)}. `
                : post.state === 'scheduled'
                  ? `Goes live ${new Date(post.published_at!).toUTCString()}. `
                  : 'Only staff can see it. '}
              {post.state !== 'draft' ? (
                <Link to={paths.blogPost(post.id, post.slug)}>View on the blog</Link>
              ) : (
                <Link to={paths.blogPost(post.id, post.slug)}>Preview the page</Link>
              )}
            </Text>
          </Group>
        ) : null}
        <FormSection title="Post">
          <TextInput
            label="Title"
            required
            maxLength={BLOG_TITLE_MAX}
            value={values.title}
            error={errors.title}
            onChange={(event) => {
              const title = event.currentTarget.value
              setValues((old) => ({ ...old, title, slug: slugTouched ? old.slug : blogSlugOf(title) }))
            }}
          />
          <TextInput
            label="Slug"
            description={`The post's address: ${paths.blogPost(post?.id ?? 'id', values.slug || 'slug')}`}
            required
            value={values.slug}
            error={errors.slug}
            onChange={(event) => {
              setSlugTouched(true)
              set('slug', event.currentTarget.value)
            }}
          />
          <Textarea
            label="Excerpt"
            description="Shown in the list, the feeds and search results"
            required
            autosize
            minRows={2}
            maxLength={BLOG_EXCERPT_MAX}
            value={values.excerpt}
            error={errors.excerpt}
            onChange={(event) => set('excerpt', event.currentTarget.value)}
          />
          <Checkbox.Group
            label="Tags"
            description="At least one; Dealer posts also go to the dealers’ digest"
            value={values.tags}
            onChange={(tags) => set('tags', tags)}
            error={errors.tags}
          >
            <Group gap="md" mt={6}>
              {BLOG_TAGS.map((tag) => (
                <Checkbox key={tag} value={tag} label={tag} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="Author"
              value={values.author_id}
              error={errors.author_id}
              data={authors.map((author) => ({
                value: String(author.id),
                label: `${author.name}, ${author.role_title}`,
              }))}
              onChange={(event) => set('author_id', event.currentTarget.value)}
            />
            <TextInput
              label="Cover image"
              description="An address on this site (/images/…) or https://; leave empty for none"
              value={values.cover_image}
              error={errors.cover_image}
              onChange={(event) => set('cover_image', event.currentTarget.value)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Text">
          <MarkdownEditor
            label="Post text"
            value={values.markdown}
            error={errors.markdown}
            onChange={(markdown) => set('markdown', markdown)}
          />
        </FormSection>
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
        <FormSection
          title={live ? 'Published' : 'Publish'}
          description={
            live
              ? 'Saving changes updates the live post at once.'
              : 'Save it as a draft, publish it now, or let it go live by itself at a time (UTC).'
          }
        >
          <Group gap="sm" align="flex-end">
            <Button type="submit" loading={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
              {live ? 'Save changes' : post ? 'Save draft' : 'Create draft'}
            </Button>
            {!live ? (
              <Button
                variant="default"
                loading={busy === 'publish'}
                disabled={busy !== null && busy !== 'publish'}
                onClick={() => void run('publish')}
              >
                Publish now
              </Button>
            ) : null}
          </Group>
          {!live ? (
            <Group gap="sm" align="flex-end">
              <TextInput
                type="datetime-local"
                label="Publish at (UTC)"
                value={publishAt}
                error={errors.publish_at}
                onChange={(event) => setPublishAt(event.currentTarget.value)}
              />
              <Button
                variant="default"
                loading={busy === 'schedule'}
                disabled={busy !== null && busy !== 'schedule'}
                onClick={() => void run('schedule')}
              >
                {post?.state === 'scheduled' ? 'Reschedule' : 'Schedule'}
              </Button>
            </Group>
          ) : null}
          {post && post.status !== 'draft' ? (
            <Group>
              <Button
                variant="subtle"
                color="red"
                loading={busy === 'unpublish'}
                disabled={busy !== null && busy !== 'unpublish'}
                onClick={() => void unpublish()}
              >
                {post.state === 'scheduled' ? 'Cancel the schedule (back to draft)' : 'Unpublish (back to draft)'}
              </Button>
            </Group>
          ) : null}
          {post && post.status === 'draft' ? (
            confirmDelete ? (
              <Alert color="red" title="Delete this draft?">
                <Stack gap="xs">
                  <Text size="sm">It has never been public; it is removed for good.</Text>
                  <Group gap="sm">
                    <Button color="red" loading={busy === 'delete'} onClick={() => void remove()}>
                      Delete draft
                    </Button>
                    <Button variant="default" onClick={() => setConfirmDelete(false)}>
                      Keep it
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <Group>
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  Delete draft…
                </Button>
              </Group>
            )
          ) : null}
        </FormSection>
      </Stack>
    </form>
  )
}
