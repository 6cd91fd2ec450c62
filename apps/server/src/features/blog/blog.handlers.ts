import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import { blogFeed } from './blog-feed.service'
import * as routes from './blog.routes'
import * as service from './blog.service'

const listBlogPosts: H<typeof routes.listBlogPosts> = async (c) =>
  c.json(await service.listPublishedPosts(c.get('deps'), c.req.valid('query')), 200)

const getBlogPost: H<typeof routes.getBlogPost> = async (c) => {
  const post = await service.readPost(c.get('deps'), await getActor(c), c.req.valid('param').id)
  // A draft shown to staff must not be kept by a shared cache.
  if (post.state !== 'published') c.header('Cache-Control', 'private, no-store')
  return c.json(post, 200)
}

const getBlogFeed: H<typeof routes.getBlogFeed> = async (c) => {
  const { format } = c.req.valid('param')
  const xml = await blogFeed(c.get('deps'), format, c.req.valid('query').tag)
  c.header('Content-Type', `application/${format === 'rss' ? 'rss' : 'atom'}+xml; charset=utf-8`)
  c.header('Cache-Control', 'public, max-age=300')
  return c.body(xml, 200) as never
}

const listBios: H<typeof routes.listBios> = async (c) => c.json(await service.listBios(c.get('deps')), 200)

const getBio: H<typeof routes.getBio> = async (c) =>
  c.json(await service.readBio(c.get('deps'), c.req.valid('param').slug), 200)

const listAllBlogPosts: H<typeof routes.listAllBlogPosts> = async (c) =>
  c.json(await service.listAllPosts(c.get('deps'), c.req.valid('query')), 200)

const getAdminBlogPost: H<typeof routes.getAdminBlogPost> = async (c) => {
  const { updatedAt, body } = await service.readAdminPost(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const createBlogPost: H<typeof routes.createBlogPost> = async (c) => {
  const { updatedAt, body } = await service.createPost(c.get('deps'), c.req.valid('json'))
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const updateBlogPost: H<typeof routes.updateBlogPost> = async (c) => {
  const { updatedAt, body } = await service.updatePost(
    c.get('deps'),
    c.req.valid('param').id,
    c.req.valid('json'),
    (since) => assertUnmodifiedSince(c, since),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const deleteBlogPost: H<typeof routes.deleteBlogPost> = async (c) => {
  await service.deleteDraft(c.get('deps'), c.req.valid('param').id, (since) => assertUnmodifiedSince(c, since))
  return c.body(null, 204)
}

const publishBlogPost: H<typeof routes.publishBlogPost> = async (c) => {
  const { updatedAt, body } = await service.publishPost(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const scheduleBlogPost: H<typeof routes.scheduleBlogPost> = async (c) => {
  const at = new Date(c.req.valid('json').publish_at)
  const { updatedAt, body } = await service.schedulePost(c.get('deps'), c.req.valid('param').id, at)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const unpublishBlogPost: H<typeof routes.unpublishBlogPost> = async (c) => {
  const { updatedAt, body } = await service.unpublishPost(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const listAdminBios: H<typeof routes.listAdminBios> = async (c) =>
  c.json(await service.listAdminBios(c.get('deps')), 200)

const getAdminBio: H<typeof routes.getAdminBio> = async (c) => {
  const { updatedAt, body } = await service.readAdminBio(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const createBio: H<typeof routes.createBio> = async (c) => {
  const { updatedAt, body } = await service.createBio(c.get('deps'), c.req.valid('json'))
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const updateBio: H<typeof routes.updateBio> = async (c) => {
  const { updatedAt, body } = await service.updateBio(
    c.get('deps'),
    c.req.valid('param').id,
    c.req.valid('json'),
    (since) => assertUnmodifiedSince(c, since),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

export const blogRouter = createRouter()
  .openapi(routes.listBlogPosts, listBlogPosts)
  .openapi(routes.getBlogPost, getBlogPost)
  .openapi(routes.getBlogFeed, getBlogFeed)
  .openapi(routes.listBios, listBios)
  .openapi(routes.getBio, getBio)
  .openapi(routes.listAllBlogPosts, listAllBlogPosts)
  .openapi(routes.getAdminBlogPost, getAdminBlogPost)
  .openapi(routes.createBlogPost, createBlogPost)
  .openapi(routes.updateBlogPost, updateBlogPost)
  .openapi(routes.deleteBlogPost, deleteBlogPost)
  .openapi(routes.publishBlogPost, publishBlogPost)
  .openapi(routes.scheduleBlogPost, scheduleBlogPost)
  .openapi(routes.unpublishBlogPost, unpublishBlogPost)
  .openapi(routes.listAdminBios, listAdminBios)
  .openapi(routes.getAdminBio, getAdminBio)
  .openapi(routes.createBio, createBio)
  .openapi(routes.updateBio, updateBio)
