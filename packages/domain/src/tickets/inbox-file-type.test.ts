import { describe, expect, it } from 'vitest'
import { ticketFileTypeOf } from './inbox-file-type'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

describe('ticketFileTypeOf: a ticket file’s type by its bytes', () => {
  it.each([
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['screen.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['photo.webp', bytes('RIFF', 0x10, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['invoice.pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PDF named .jpg is a PDF', bytes('%PDF-1.4'), 'application/pdf'],
    ['log.csv', bytes('rpm,boost\n3000,18.5\n'), 'text/csv'],
    ['notes.TXT', bytes('Cable does not power on'), 'text/plain'],
  ])('%s', (name, data, type) => {
    expect(ticketFileTypeOf(data, name)).toBe(type)
  })

  it.each([
    ['tune.bin', bytes(0x12, 0x34, 0x56)],
    ['binary.txt', bytes('abc', 0, 'def')],
    ['empty.txt', bytes()],
    ['page.html', bytes('<script>alert(1)</script>')],
    ['riff.wav', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
  ])('refuses %s', (name, data) => {
    expect(ticketFileTypeOf(data, name)).toBeNull()
  })
})
