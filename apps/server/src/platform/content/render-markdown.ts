import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * What staff-written content may carry once rendered: text structure, links, images and tables — no scripts,
 * no event attributes, no styles, no frames. Everything staff write (pages, posts, newsletter issues, ticket
 * replies shown as HTML) passes through here on the server, so a page never depends on the browser to clean it.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'sub',
    'sup',
    'kbd',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'details',
    'summary',
    'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'scope'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Task-list checkboxes only, and never clickable.
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
  },
}

/** Relative image paths (our file store, `/api/...`) are ours and allowed; any other image must be https. */
function sanitized(html: string): string {
  return sanitizeHtml(html.replace(/\0/g, ''), SANITIZE_OPTIONS)
}

const marked = new Marked({ gfm: true, breaks: false, async: false })

/** Headings get ids from their text so a page can link to its own sections (`/faq#flashing`). */
marked.use({
  renderer: {
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens)
      if (depth < 2 || depth > 4) return `<h${depth}>${text}</h${depth}>\n`
      return `<h${depth} id="${slugOf(text)}">${text}</h${depth}>\n`
    },
  },
})

function slugOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

/** Markdown (raw HTML inside it too) to HTML that is safe to put in a page as it is. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown.replace(/\0/g, ''), { async: false })
  return sanitized(html)
}

/** Any HTML (a pasted fragment, an old import) made as safe as rendered Markdown. */
export function sanitizeContentHtml(html: string): string {
  return sanitized(html)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** The words of a piece of content, for search and for the description when staff wrote none. */
export function plainTextOf(markdown: string, maxLength = 300): string {
  const text = sanitizeHtml(renderMarkdown(markdown), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`
}
