import type { MetaDescriptor } from 'react-router'

type SeoInput = {
  title: string
  description: string
  /** Absolute URL of the page as search engines should index it. */
  canonical: string
  type?: 'website' | 'product'
  siteName?: string
}

/** Title, description, canonical link and Open Graph tags of a public catalog page. */
export function seoMeta({ title, description, canonical, type = 'website', siteName }: SeoInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
    { name: 'twitter:card', content: 'summary' },
  ]
}

/** An absolute URL on the shop's public address. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href
}
