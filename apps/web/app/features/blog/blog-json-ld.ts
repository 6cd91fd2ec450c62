import { paths } from '@shop/domain/paths'

type PostForJsonLd = {
  id: number
  slug: string
  title: string
  excerpt: string
  published_at: string | null
  updated_at: string
  cover_image: string | null
  author: { slug: string; name: string }
}

/**
 * schema.org `BlogPosting` of a post (issue 26 item 5): headline, dates, the author as a Person with their bio page,
 * the shop as publisher, the page as mainEntityOfPage. Addresses are absolute on the shop's public address.
 */
export function blogPostingJsonLd(post: PostForJsonLd, site: { publicUrl: string; brandName: string }) {
  const at = (path: string) => new URL(path, site.publicUrl).href
  const page = at(paths.blogPost(post.id, post.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at ?? post.updated_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author.name, url: at(paths.staffBio(post.author.slug)) },
    publisher: { '@type': 'Organization', name: site.brandName, url: at(paths.home()) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page },
    url: page,
    ...(post.cover_image ? { image: at(post.cover_image) } : {}),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026`
 * (and the line separators U+2028/2029 escaped), so no text in the data can close the script or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
