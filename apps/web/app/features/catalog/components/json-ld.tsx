import { useNonce } from '../../../lib/nonce'

/**
 * Structured data for search engines. The script carries the response's CSP nonce like every script
 * the page has; `<` is escaped so no text in the data can close the tag.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
