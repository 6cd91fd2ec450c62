import type { RescueSessionStatus } from '@shop/domain/rescue'

export type RescueSession = {
  id: number
  kind: 'ID' | 'check'
  status: RescueSessionStatus
  tool_name: string
  tool_serial: string
  vehicle: string
  vin: string
  ecu: string
  description: string
  contact_phone: string
  estimate: { amount_minor: number; currency: string } | null
  staff_note: string
  tune_request_id: number | null
  owner: { name: string; email: string }
  created_at: string
  updated_at: string
}

export const RESCUE_STATUS_LABELS: Record<RescueSessionStatus, string> = {
  open: 'Waiting for a technician',
  free: 'Rescued free of charge',
  estimated: 'Estimate ready',
  paid: 'Paid, in the workshop queue',
  'pay-later': 'In the workshop queue (pay later)',
  closed: 'Closed',
}

export const RESCUE_KIND_LABELS = { ID: 'Identify and recover', check: 'Check' } as const
