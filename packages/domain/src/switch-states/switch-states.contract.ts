import { z } from 'zod'

// The wire contract of the shortage switches (decision 0081). The request body is SwitchStatesSchema with its
// rules; the answer is named for the document and describes the same four fields as the server sends them.

export const SwitchStatesAnswerSchema = z
  .object({
    'fz-shortage': z.boolean(),
    'fz-shortage-month': z.string().nullable(),
    'fzl-shortage': z.boolean(),
    'fzl-shortage-month': z.string().nullable(),
  })
  .meta({ id: 'SwitchStates' })
