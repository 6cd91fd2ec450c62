import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadOperations } from '../src/http/upload-operations'
import { createTestApp, type TestApp } from './test-app'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => app?.close())

type Operation = { requestBody?: { content?: Record<string, unknown> } }

describe('uploadOperations', () => {
  it('names, from the routes’ contracts, exactly the operations the OpenAPI document says take multipart bodies', () => {
    const streams = uploadOperations(app.api.openAPIRegistry.definitions, '/api')
    const document = app.api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } })
    const multipart = 'multipart/form-data; boundary=x'
    let uploads = 0
    let others = 0
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      // A concrete path of the operation: every {parameter} filled in.
      const concrete = path.replace(/\{[^/}]+\}/g, '7')
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        const isUpload = Boolean(operation?.requestBody?.content?.['multipart/form-data'])
        expect(streams(method.toUpperCase(), concrete, multipart), `${method} ${path}`).toBe(isUpload)
        if (isUpload) {
          uploads += 1
          // Only a multipart body is streamed; the same operation with JSON gets the form limit.
          expect(streams(method.toUpperCase(), concrete, 'application/json')).toBe(false)
        } else others += 1
      }
    }
    expect(uploads).toBeGreaterThanOrEqual(3)
    expect(others).toBeGreaterThan(50)
  })
})
