import fc from 'fast-check'

// The malformed requests of fuzz-api.test.ts, generated from the OpenAPI document: for one operation, ≥ 20 variants
// (odd path parameters, odd queries, broken and wrongly typed bodies, wrong content types, truncated multipart, odd
// headers). Pure: nothing here sends a request. Values that fast-check draws come from a fixed seed.

type Schema = {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minimum?: number
  minLength?: number
  example?: unknown
  default?: unknown
}
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema; example?: unknown }
export type Operation = {
  method: string
  path: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: Schema }> }
}
export type OpenApiDocument = {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>
  components?: { schemas?: Record<string, Schema> }
}

/** One request to send: `body` as the bytes or text a client would put on the wire. */
export type Variant = {
  name: string
  method: string
  url: string
  headers: Record<string, string>
  body?: string | Uint8Array
}

const NIL_UUID = '00000000-0000-4000-8000-000000000000'
const HUGE = 'x'.repeat(300 * 1024)
/** What a path parameter is replaced with (already encoded for the URL). */
export const ODD_PATH_VALUES = [
  '',
  'a'.repeat(5000),
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  'not-a-uuid',
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e309',
  'NaN',
  '%F0%9F%9A%97%E2%80%AE',
  "'%20OR%201%3D1--",
  '%25',
  '%E0%A4%A',
  '%',
]
const ODD_QUERY_VALUES = ['%00', 'a'.repeat(10_000), '-1', '99999999999999999999', '%F0%9F%9A%97', '', '%E0%A4%A']
/** Strings fast-check draws once (fixed seed): control characters, lone surrogates, any code point. */
const DRAWN_STRINGS = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), { seed: 20, numRuns: 8 })

export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let current = schema ?? {}
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    current = doc.components?.schemas?.[current.$ref.replace('#/components/schemas/', '')] ?? {}
  }
  return current
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type)

/** A plausible valid value for `schema`, so that one broken field is what a variant is about. */
export function sampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw)
  if (depth > 6) return null
  if (schema.example !== undefined) return schema.example
  if (schema.enum?.length) return schema.enum.find((value) => value !== '') ?? schema.enum[0]
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => resolve(doc, s).enum?.[0] !== '') ?? schema.allOf?.[0]
  if (choice) return sampleOf(doc, choice, depth + 1)
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return NIL_UUID
      if (schema.format === 'email') return 'fuzz@example.com'
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1))
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'array':
      return [sampleOf(doc, schema.items, depth + 1)]
    case 'object':
    case undefined: {
      const out: Record<string, unknown> = {}
      for (const name of schema.required ?? []) out[name] = sampleOf(doc, schema.properties?.[name], depth + 1)
      return out
    }
    default:
      return null
  }
}

/** A value of another type than the field's. */
const wrongTypeFor = (doc: OpenApiDocument, schema: Schema | undefined): unknown => {
  const type = typeOf(resolve(doc, schema))
  if (type === 'string') return 12345
  if (type === 'integer' || type === 'number') return 'twelve'
  if (type === 'array') return { not: 'an array' }
  if (type === 'boolean') return 'yes'
  return ['not', 'an', 'object']
}

const pathParams = (operation: Operation) => (operation.parameters ?? []).filter((p) => p.in === 'path')
const queryParams = (operation: Operation) => (operation.parameters ?? []).filter((p) => p.in === 'query')

/** A valid-looking value for a path parameter: the document's example, a UUID, or a small number. */
function plausibleParam(doc: OpenApiDocument, parameter: Parameter): string {
  const schema = resolve(doc, parameter.schema)
  if (parameter.example !== undefined) return encodeURIComponent(String(parameter.example))
  if (schema.example !== undefined) return encodeURIComponent(String(schema.example))
  if (schema.format === 'uuid') return NIL_UUID
  if (typeOf(schema) === 'integer' || typeOf(schema) === 'number') return '1'
  return 'fuzz'
}

function urlOf(operation: Operation, values: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'fuzz')
  return query ? `${path}?${query}` : path
}

const MULTIPART_TRUNCATED = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nabc'
const multipartOf = (...parts: [string, string, string?][]) =>
  parts
    .map(
      ([name, value, filename]) =>
        `--B\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`,
    )
    .join('') + '--B--\r\n'

/** Every malformed variant of one operation. */
export function variantsOf(doc: OpenApiDocument, operation: Operation): Variant[] {
  const { method } = operation
  const upper = method.toUpperCase()
  const params = Object.fromEntries(pathParams(operation).map((p) => [p.name, plausibleParam(doc, p)]))
  const base = urlOf(operation, params)
  const variants: Variant[] = []
  const add = (name: string, url: string, headers: Record<string, string> = {}, body?: string | Uint8Array) =>
    variants.push({ name, method: upper, url, headers, body })

  // Odd path parameters: every odd value in the first, a few in the others.
  pathParams(operation).forEach((parameter, index) => {
    const values = index === 0 ? ODD_PATH_VALUES : ODD_PATH_VALUES.slice(1, 5)
    for (const value of values)
      add(`path ${parameter.name}=${value.slice(0, 20)}`, urlOf(operation, { ...params, [parameter.name]: value }))
  })

  // Odd queries: each declared parameter with odd values, repeated, and names no one declared.
  for (const parameter of queryParams(operation).slice(0, 3)) {
    for (const value of ODD_QUERY_VALUES)
      add(`query ${parameter.name}=${value.slice(0, 20)}`, `${base}?${parameter.name}=${value}`)
    add(`query ${parameter.name} twice`, `${base}?${parameter.name}=1&${parameter.name}=2`)
  }
  add('query __proto__', `${base}?__proto__=%00&constructor[prototype]=x`)
  add('query NUL name', `${base}?a%00b=1`)

  // Odd headers.
  add('If-Unmodified-Since garbage', base, { 'if-unmodified-since': 'yesterday, probably' })
  add('If-Unmodified-Since 1900', base, { 'if-unmodified-since': 'Mon, 01 Jan 1900 00:00:00 GMT' })
  add('Idempotency-Key huge', base, { 'idempotency-key': 'k'.repeat(4096) })
  add('Idempotency-Key unicode', base, { 'idempotency-key': encodeURIComponent('🚗‮') })
  for (const drawn of DRAWN_STRINGS.slice(0, 2)) add('query drawn', `${base}?q=${encodeURIComponent(drawn)}`)
  for (const value of ODD_QUERY_VALUES) add(`undeclared query=${value.slice(0, 20)}`, `${base}?fuzz=${value}`)
  add('Accept xml', base, { accept: 'application/xml' })
  add('Accept-Encoding odd', base, { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=2' })
  add('Range odd', base, { range: 'bytes=-1-99999999999999999999' })
  add('X-Request-Id huge', base, { 'x-request-id': 'r'.repeat(8192) })
  add('If-None-Match odd', base, { 'if-none-match': '*, "x", W/' })
  add('If-Modified-Since garbage', base, { 'if-modified-since': '99 Foo 99999' })
  add('X-Forwarded-For garbage', base, { 'x-forwarded-for': 'not-an-ip, , 999.1.1.1' })
  add('garbage session cookie', base, { cookie: `better-auth.session_token=${'%00'.repeat(10)}.x` })
  add('huge cookie', base, { cookie: `a=${'c'.repeat(8000)}` })

  if (upper === 'GET' || upper === 'HEAD') return variants

  const content = operation.requestBody?.content ?? {}
  const jsonSchema = content['application/json']?.schema
  const sample = jsonSchema ? sampleOf(doc, jsonSchema) : {}
  const sampleText = JSON.stringify(sample)
  const json = { 'content-type': 'application/json' }

  // Broken JSON and JSON of the wrong shape.
  add('invalid JSON', base, json, '{"a":')
  add('truncated JSON', base, json, sampleText.slice(0, Math.max(1, Math.floor(sampleText.length / 2))))
  add('empty JSON body', base, json, '')
  for (const text of ['null', '[]', '"text"', '12', 'true']) add(`JSON ${text}`, base, json, text)
  add('deeply nested JSON', base, json, '['.repeat(20_000) + ']'.repeat(20_000))
  add('NUL outside strings', base, json, '{"a":1}\u0000')
  add('BOM then JSON', base, json, `\uFEFF${sampleText}`)
  add('huge JSON string', base, json, JSON.stringify({ a: HUGE }))

  // Wrong content types for a valid-looking body.
  add('text/plain', base, { 'content-type': 'text/plain' }, sampleText)
  add('application/xml', base, { 'content-type': 'application/xml' }, '<a>1</a>')
  add('no content type', base, {}, sampleText)
  add('form for JSON', base, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=%00&b=1')
  for (const length of ['-1', 'abc', '0', '99999999999'])
    add(`Content-Length ${length}`, base, { ...json, 'content-length': length }, sampleText)

  // Field by field: wrong types, missing required fields, NUL and huge strings, drawn strings.
  const schema = resolve(doc, jsonSchema)
  const fields = Object.keys(schema.properties ?? {})
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const field of fields.slice(0, 6)) {
      const fieldSchema = schema.properties?.[field]
      add(`${field}: wrong type`, base, json, JSON.stringify({ ...sample, [field]: wrongTypeFor(doc, fieldSchema) }))
      add(`${field}: NUL`, base, json, JSON.stringify({ ...sample, [field]: `a\u0000b` }))
    }
    for (const field of (schema.required ?? []).slice(0, 4)) {
      const { [field]: _missing, ...rest } = sample as Record<string, unknown>
      add(`${field}: missing`, base, json, JSON.stringify(rest))
    }
    const first = fields[0]
    if (first) {
      add(`${first}: long`, base, json, JSON.stringify({ ...sample, [first]: 'x'.repeat(100_000) }))
      DRAWN_STRINGS.slice(2).forEach((drawn, i) =>
        add(`${first}: drawn ${i}`, base, json, JSON.stringify({ ...sample, [first]: drawn })),
      )
    }
  }

  // Multipart, for the upload routes and for the others alike.
  const boundary = { 'content-type': 'multipart/form-data; boundary=B' }
  add('multipart truncated in the file', base, boundary, MULTIPART_TRUNCATED)
  add('multipart truncated in another file part', base, boundary, MULTIPART_TRUNCATED.replace('"file"', '"other"'))
  add('multipart without boundary', base, { 'content-type': 'multipart/form-data' }, MULTIPART_TRUNCATED)
  add('multipart empty', base, boundary, '--B--\r\n')
  add('multipart without its closing boundary', base, boundary, multipartOf(['file', 'abc', 'a.bin']).slice(0, -8))
  add('multipart, file under another name', base, boundary, multipartOf(['other', 'abc', 'a.bin']))
  add('multipart, NUL in a field', base, boundary, multipartOf(['note', 'a\u0000b'], ['file', 'abc', 'a.bin']))
  add('multipart, huge field', base, boundary, multipartOf(['note', 'x'.repeat(10_000)], ['file', 'abc', 'a.bin']))
  return variants
}

/** Every operation of the document, with the multipart upload routes added when the document lacks them. */
export function operationsOf(doc: OpenApiDocument, uploads: Operation[]): Operation[] {
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ ...operation, method, path })),
  )
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`))
  return [...documented, ...uploads.filter((op) => !known.has(`${op.method} ${op.path}`))]
}
