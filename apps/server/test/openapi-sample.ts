// A small value an OpenAPI schema accepts, so that authorization, not validation, decides a test's answer: shared by
// the authorization table and the other-dealer test, which both send every operation of /api/doc.

import { hashDisclaimer } from '@shop/domain/tuning'

export type Schema = Record<string, unknown> & { $ref?: string }

/** Field values a schema cannot tell (a rule across fields, a hash of a text). */
export const FIELD_VALUES: Record<string, unknown> = {
  disclaimer_sha256: hashDisclaimer(),
  rate: '1.25',
  // A card that is declined: no cell can charge anyone.
  payment: { test_token: 'tok_unknown' },
  start: '2026-01-01T00:00:00.000Z',
  end: '2027-01-01T00:00:00.000Z',
}

/** Strings tried in turn against a schema's pattern. */
const STRING_CANDIDATES = ['x', 'US', 'USD', 'abc', 'a-b', '1', 'ECUX-2222-AAAA', '2026-01']

const FORMATS: Record<string, string> = {
  email: 'someone@example.com',
  uuid: '00000000-0000-4000-8000-00000000abcd',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uri: 'https://example.com/',
  binary: 'x',
}

/**
 * `components`: /api/doc's schemas (for `$ref`s). `field`: the value of a required body field by its name where the
 * caller knows better than the schema (an object id of its own, a hash), or undefined to sample it.
 */
export function openApiSampler(components: Record<string, Schema>, field: (name: string) => unknown) {
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')]) : schema

  function sample(raw: Schema | undefined, depth = 0): unknown {
    const schema = resolve(raw)
    if (!schema || depth > 8) return undefined
    if ('example' in schema) return schema.example
    if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]
    if ('const' in schema) return schema.const
    if (Array.isArray(schema.enum)) return schema.enum[0]
    if ('default' in schema) return schema.default
    for (const key of ['anyOf', 'oneOf'] as const) {
      const options = schema[key] as Schema[] | undefined
      if (options) return sample(options.find((option) => resolve(option)?.type !== 'null') ?? options[0], depth + 1)
    }
    if (Array.isArray(schema.allOf)) {
      return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sample(part, depth + 1)))
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
    switch (type) {
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>
        const required = (schema.required ?? []) as string[]
        return Object.fromEntries(required.map((name) => [name, field(name) ?? sample(properties[name], depth + 1)]))
      }
      case 'array':
        return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items as Schema, depth + 1))
      case 'integer':
      case 'number':
        return Math.max(1, Number(schema.minimum ?? 0), Number(schema.exclusiveMinimum ?? 0) + 1)
      case 'boolean':
        return false
      case 'null':
        return null
      case 'string': {
        if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format]
        const min = Number(schema.minLength ?? 1)
        const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null
        const candidates = [...STRING_CANDIDATES, 'x'.repeat(min)]
        return candidates.find((c) => c.length >= min && (!pattern || pattern.test(c))) ?? 'x'.repeat(min)
      }
      default:
        return undefined
    }
  }

  return { resolve, sample }
}
