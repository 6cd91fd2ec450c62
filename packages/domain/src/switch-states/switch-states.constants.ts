import type { SwitchStates } from './switch-states.schema'

/** SPEC §3 switches: their names, the tools they concern, and all off (a switch never set). */
export const SWITCH_KEYS = ['fz-shortage', 'fz-shortage-month', 'fzl-shortage', 'fzl-shortage-month'] as const

export const SHORTAGE_TOOLS = { fz: 'FlashZilla', fzl: 'FlashZilla Lite' } as const
export type ShortageTool = keyof typeof SHORTAGE_TOOLS

export const SWITCHES_OFF: SwitchStates = {
  'fz-shortage': false,
  'fz-shortage-month': null,
  'fzl-shortage': false,
  'fzl-shortage-month': null,
}
