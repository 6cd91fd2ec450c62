import { BLOG_SLUG_MAX } from './blog.constants'

/**
 * The slug a title suggests: accents dropped, lower case, words of letters and digits joined by hyphens, cut at a
 * word under the limit. A title with no letter or digit gives `post`.
 */
export function blogSlugOf(title: string, max = BLOG_SLUG_MAX): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > max) break
    slug = next
  }
  return slug || words[0]?.slice(0, max) || 'post'
}
