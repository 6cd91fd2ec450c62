import { getRequestListener } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { stringBodyOf } from './light-answer'

describe('stringBodyOf', () => {
  it('reads the string an answer of @hono/node-server was made with, and leaves it unread', async () => {
    // The adapter puts its own Response in place of the global one when a listener is made (as serve.ts does).
    getRequestListener(() => new Response(''))
    const answer = new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } })
    expect(stringBodyOf(answer)).toBe('{"status":"ok"}')
    expect(answer.bodyUsed).toBe(false)
    expect(await answer.text()).toBe('{"status":"ok"}')
  })

  it('gives nothing for a body that is not a string', () => {
    getRequestListener(() => new Response(''))
    expect(stringBodyOf(new Response(new Uint8Array([1, 2, 3])))).toBeUndefined()
    expect(stringBodyOf(new Response(null, { status: 204 }))).toBeUndefined()
  })
})
