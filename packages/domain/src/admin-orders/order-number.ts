import { ADMIN_ORDER_KINDS, ADMIN_ORDER_PREFIXES, type AdminOrderKind } from './admin-orders.constants'

/** An order's number as staff read and type it: the kind's letter and the row's id, `S-12`. */
export function formatOrderNumber(kind: AdminOrderKind, id: number): string {
  return `${ADMIN_ORDER_PREFIXES[kind]}-${id}`
}

/** The kind and id an order number names (case-insensitive), or null when it names none. */
export function parseOrderNumber(number: string): { kind: AdminOrderKind; id: number } | null {
  const match = /^([a-z])-([1-9]\d{0,9})$/i.exec(number.trim())
  if (!match) return null
  const kind = ADMIN_ORDER_KINDS.find((k) => ADMIN_ORDER_PREFIXES[k] === match[1]!.toUpperCase())
  const id = Number(match[2])
  if (!kind || id > 2_147_483_647) return null
  return { kind, id }
}
