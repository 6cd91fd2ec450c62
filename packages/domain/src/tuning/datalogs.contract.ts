import { z } from 'zod'
import { BinaryFileSchema } from './tune-requests.contract'

// The wire contract of the datalogs (the graphing endpoint; decision 0081).

const DatalogChannelSchema = z.object({
  name: z.string(),
  unit: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  average: z.number(),
})

export const DatalogSchema = z
  .object({
    id: z.uuid(),
    original_name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    row_count: z.number().int(),
    delimiter: z.string(),
    time: z.object({ name: z.string(), unit: z.string().nullable() }),
    duration: z.number(),
    channels: z.array(DatalogChannelSchema),
    created_at: z.string(),
    file_url: z.string(),
  })
  .meta({ id: 'Datalog' })
export type Datalog = z.infer<typeof DatalogSchema>

/** The log's multipart form (decision 0065: the handler streams it). */
export const DatalogUploadFormSchema = z.object({ file: BinaryFileSchema })

export const CreatedDatalogSchema = z.object({ id: z.uuid(), redirect: z.string() }).meta({ id: 'CreatedDatalog' })
export type CreatedDatalog = z.infer<typeof CreatedDatalogSchema>
