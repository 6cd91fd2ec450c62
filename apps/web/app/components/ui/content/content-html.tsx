import classes from './content-html.module.css'

/**
 * HTML the server rendered from staff's Markdown and sanitized (apps/server/src/platform/content): pages, posts,
 * newsletter issues, bios. Never pass HTML from anywhere else.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${classes.content} ${className}` : classes.content}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
