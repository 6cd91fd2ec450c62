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
