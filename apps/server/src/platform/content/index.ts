export { plainTextOf, renderMarkdown, sanitizeContentHtml } from './render-markdown'
