import { staffOnly, type PermissionRow } from './permission-rows'

/** Editable pages and their versions (issue 26 item 4). */
export const PAGE_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'POST /api/v1/content/preview': staffOnly('the Markdown editor’s preview'),
}
