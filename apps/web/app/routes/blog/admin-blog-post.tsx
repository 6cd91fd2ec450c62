import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { AdminPostForm } from '../../features/blog/admin-post-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-blog-post'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Blog', to: paths.adminBlog() },
  breadcrumb: (loaded: unknown) =>
    (loaded as { post?: { title?: string } | null } | undefined)?.post?.title ?? 'New post',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.post ? `Edit ${loaderData.post.title}` : 'New post') },
  { name: 'robots', content: 'noindex' },
]

/** /admin/blog/new and /admin/blog/{id}: the post editor, with the bios to choose the author from. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  const { user } = await guard(request, context, 'content:write')
  const api = serverApi(context)
  const [post, bios] = await Promise.all([
    params.id ? answer(api.GET('/api/admin/blog-posts/{id}', { params: { path: { id: Number(params.id) } } })) : null,
    answer(api.GET('/api/admin/bios')),
  ])
  // A new post is the writer's own when they have a bio: it comes first in the choice.
  const own = bios.data.filter((bio) => bio.user?.id === user.id)
  const others = bios.data.filter((bio) => bio.user?.id !== user.id)
  return {
    post,
    authors: [...own, ...others].map(({ id, name, role_title }) => ({ id, name, role_title })),
    now: new Date().toISOString(),
  }
}

export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  const { post, authors, now } = loaderData
  return (
    <Container size="lg" px={0}>
      <Stack gap="md" maw="var(--ts-measure)">
        <Title order={1}>{post ? `Edit “${post.title}”` : 'New post'}</Title>
        {/* A new copy of the form after each save: its values are the post as saved. */}
        <AdminPostForm key={post ? `${post.id}-${post.version}` : 'new'} post={post} authors={authors} now={now} />
      </Stack>
    </Container>
  )
}
