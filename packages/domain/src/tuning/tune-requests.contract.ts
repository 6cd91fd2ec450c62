import { z } from 'zod'
import { PageQuerySchema, pageMetaSchema } from '../paging'
import { PaymentFieldsSchema } from '../payments'
import { TuneEstimateSchema, TuneSelectionSchema } from './tune-estimate.schema'
import { TUNE_REQUEST_FUNDINGS, TuneRequestStatusSchema } from './tune-request.schema'

// The wire contract of the tune request pipeline (decision 0081): the server's routes declare it, the web app's
// client is typed by the document generated from it. Paying with credits is tune-credits.contract.ts.

const text = (max: number) => z.string().trim().max(max)

/** The hash of the disclaimer text a customer agreed to, sent with every way out of `estimated` (SPEC §4). */
export const DisclaimerAgreementSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Read and agree to the disclaimer before continuing.')
  .meta({ description: 'hex SHA-256 of the disclaimer text the customer agreed to (from GET …/{id})' })

export const TuneRequestVehicleSchema = z
  .object({
    make: z.string(),
    year: z.string(),
    model: z.string(),
    engine: z.string(),
    transmission: z.string().nullable(),
    engine_id: z.number().int(),
    transmission_id: z.number().int().nullable(),
  })
  .meta({ id: 'TuneRequestVehicle' })
export type TuneRequestVehicle = z.infer<typeof TuneRequestVehicleSchema>

export const TuneRequestSummarySchema = z
  .object({
    id: z.number().int(),
    status: TuneRequestStatusSchema,
    status_label: z.string(),
    vehicle_description: z.string(),
    vehicle: TuneRequestVehicleSchema.nullable(),
    total: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TuneRequestSummary' })
export type TuneRequestSummary = z.infer<typeof TuneRequestSummarySchema>

export const TuneRequestFileSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(['original', 'tuned', 'reupload']),
    original_name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    created_at: z.string(),
    download_url: z.string().meta({ description: 'session download; …/token + …/download/{file} works without one' }),
  })
  .meta({ id: 'TuneRequestFile' })
export type TuneRequestFile = z.infer<typeof TuneRequestFileSchema>

export const TuneRequestDetailSchema = TuneRequestSummarySchema.extend({
  ecu_description: z.string(),
  customer_note: z.string(),
  funding: z.enum(TUNE_REQUEST_FUNDINGS).nullable(),
  party: z.enum(['customer', 'worker']),
  actions: z.array(z.string()).meta({ description: 'state machine events the caller may cause now' }),
  estimate: TuneEstimateSchema.nullable(),
  credit_price: z
    .object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() })
    .nullable()
    .meta({ description: 'tune credits the estimate takes (customer side; null when credits cannot pay it)' }),
  disclaimer: z.object({ text: z.string(), sha256: z.string(), agreed_sha256: z.string().nullable() }),
  payment: z
    .object({
      amount_minor: z.number().int(),
      currency: z.string(),
      provider: z.string().nullable(),
      paid_at: z.string(),
    })
    .nullable(),
  rejection_reason: z.string().nullable(),
  worker_note: z.string().nullable(),
  tuned_file_waiting: z.boolean().meta({ description: 'a tuned file exists but is released on delivery' }),
  files: z.array(TuneRequestFileSchema),
  timeline: z.array(
    z.object({
      event: z.string(),
      from_status: z.string(),
      to_status: z.string(),
      note: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
}).meta({ id: 'TuneRequestDetail' })
export type TuneRequestDetail = z.infer<typeof TuneRequestDetailSchema>

/** The answer of `GET …/{id}?poll=1`: only what the status page polls for. */
export const TuneRequestPollSchema = z
  .object({ id: z.number().int(), status: TuneRequestStatusSchema, status_label: z.string(), updated_at: z.string() })
  .meta({ id: 'TuneRequestPoll' })
export type TuneRequestPoll = z.infer<typeof TuneRequestPollSchema>

export const TuneRequestStatusChangeSchema = z
  .object({ id: z.number().int(), status: TuneRequestStatusSchema })
  .meta({ id: 'TuneRequestStatusChange' })
export type TuneRequestStatusChange = z.infer<typeof TuneRequestStatusChangeSchema>

export const TuneRequestListQuerySchema = PageQuerySchema.extend({ status: TuneRequestStatusSchema.optional() })

export const TuneRequestPageSchema = z
  .object({ data: z.array(TuneRequestSummarySchema), meta: pageMetaSchema })
  .meta({ id: 'TuneRequestPage' })
export type TuneRequestPage = z.infer<typeof TuneRequestPageSchema>

export const TuneRequestDealerListSchema = z
  .object({ data: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.string() })) })
  .meta({ id: 'TuneRequestDealerList' })
export type TuneRequestDealerList = z.infer<typeof TuneRequestDealerListSchema>

export const TuneRequestQuerySchema = z.object({ poll: z.string().max(20).optional() })

export const TuneRequestPatchSchema = z.object({
  vehicle_description: text(200).optional(),
  ecu_description: text(200).optional(),
  customer_note: text(2000).optional(),
})

export const TuneRequestEstimateBodySchema = TuneSelectionSchema.extend({
  engine_id: z.number().int().positive(),
  transmission_id: z.number().int().positive().nullish(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  discount_codes: z.array(text(40)).max(5).optional(),
})

export const TuneRequestPayBodySchema = PaymentFieldsSchema.extend({
  billing_address_id: z.number().int().positive().nullish(),
  tune_sets: TuneSelectionSchema.shape.tune_sets.optional(),
  tune_options: z.array(z.number().int().positive()).max(40).optional(),
  discount_codes: z.array(text(40)).max(5).optional(),
  disclaimer_sha256: DisclaimerAgreementSchema,
})

export const TuneRequestPaymentSchema = z
  .object({
    id: z.number().int(),
    status: TuneRequestStatusSchema,
    charge_id: z.string().nullable(),
    amount_minor: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'TuneRequestPayment' })
export type TuneRequestPayment = z.infer<typeof TuneRequestPaymentSchema>

export const TuneRequestPayLaterBodySchema = z.object({
  dealer_id: z.string().max(100).optional(),
  disclaimer_sha256: DisclaimerAgreementSchema,
})

export const TuneRequestFreeBodySchema = z.object({ note: text(4000).optional() })

export const TuneRequestRawBodySchema = z.object({
  note: text(4000).optional(),
  disclaimer_sha256: DisclaimerAgreementSchema,
})

export const TuneRequestHelpBodySchema = z.object({ message: text(4000).min(1, 'Write your message.') })

export const TuneRequestSupportBodySchema = z.object({
  subject: text(200).min(1, 'Write a subject.'),
  body: text(4000).min(1, 'Describe what happened.'),
  source: text(100).optional(),
  ticket_id: z.number().int().positive().nullish(),
})

export const RecentTuneRequestUpdatesSchema = z.object({ data: z.array(TuneRequestPollSchema) })

export const PipelineCardSchema = TuneRequestSummarySchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  assigned_to_me: z.boolean(),
  assigned: z.boolean(),
  tuned_files: z.number().int(),
  rejection_reason: z.string().nullable(),
}).meta({ id: 'PipelineCard' })
export type PipelineCard = z.infer<typeof PipelineCardSchema>

export const PipelineBoardSchema = z
  .object({ columns: z.array(z.object({ id: z.string(), title: z.string(), requests: z.array(PipelineCardSchema) })) })
  .meta({ id: 'PipelineBoard' })
export type PipelineBoard = z.infer<typeof PipelineBoardSchema>

/** POST /v1/pipeline's JSON actions; the tuned file's upload is the multipart form below. */
export const WorkerActionSchema = z.object({
  action: z.enum(['take', 'reject', 'deliver']),
  tune_request_id: z.number().int().positive(),
  reason: text(4000).optional(),
  note: text(4000).optional(),
})
export type WorkerAction = z.infer<typeof WorkerActionSchema>

/** The file part of a multipart upload, as the document names it (the handler streams it; decision 0065). */
export const BinaryFileSchema = z.string().meta({ format: 'binary' })

export const WorkerUploadFormSchema = z.object({
  action: z.literal('upload'),
  tune_request_id: z.string(),
  note: z.string().optional(),
  file: BinaryFileSchema,
})

export const ReuploadFormSchema = z.object({ file: BinaryFileSchema })
