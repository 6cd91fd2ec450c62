import { z } from 'zod'

const Month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .nullable()

/**
 * SPEC §3 switches, as `GET /api/v1/switch-states` answers them: a shortage of the FlashZilla tool
 * (fz) or the FlashZilla Lite tool (fzl), each with the month stock is expected back. A switch that
 * is on names its month.
 */
export const SwitchStatesSchema = z
  .object({
    'fz-shortage': z.boolean(),
    'fz-shortage-month': Month,
    'fzl-shortage': z.boolean(),
    'fzl-shortage-month': Month,
  })
  .superRefine((states, ctx) => {
    for (const tool of ['fz', 'fzl'] as const) {
      if (states[`${tool}-shortage`] && !states[`${tool}-shortage-month`]) {
        ctx.addIssue({
          code: 'custom',
          path: [`${tool}-shortage-month`],
          message: 'is required while the shortage is on',
        })
      }
    }
  })
export type SwitchStates = z.infer<typeof SwitchStatesSchema>
