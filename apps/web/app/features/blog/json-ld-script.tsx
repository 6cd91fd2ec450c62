import { useNonce } from '../../lib/nonce'
import { jsonLdText } from './blog-json-ld'

/** Structured data in the page, with the response's CSP nonce; its text escaped by `jsonLdText`. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  )
}
