import type { PermissionRow } from './permission-rows'

/** Blog posts, tags, feeds and author bios (issue 26 item 5). */
export const BLOG_PERMISSION_ROWS: Record<string, PermissionRow> = {}
