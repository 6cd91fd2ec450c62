import { describe, expect, it } from 'vitest'
import { ticketFileTypeOf } from './ticket-file-type-of'

const bytes = (...values: number[]) => new Uint8Array(values)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)
const PDF = new TextEncoder().encode('%PDF-1.7\n')
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')])
const TEXT = new TextEncoder().encode('Flash stopped at 43 %\r\nECU: Bosch MG1CS111 – read ok\n')

describe('ticketFileTypeOf', () => {
  it('tells photos, PDFs and text by their bytes when the name agrees', () => {
    expect(ticketFileTypeOf(PNG, 'front.PNG')).toBe('image/png')
    expect(ticketFileTypeOf(JPEG, 'tool.jpeg')).toBe('image/jpeg')
    expect(ticketFileTypeOf(WEBP, 'screen.webp')).toBe('image/webp')
    expect(ticketFileTypeOf(PDF, 'invoice.pdf')).toBe('application/pdf')
    expect(ticketFileTypeOf(TEXT, 'flash.log')).toBe('text/plain')
    expect(ticketFileTypeOf(TEXT, 'notes.txt')).toBe('text/plain')
    expect(ticketFileTypeOf(new TextEncoder().encode('rpm,boost\n3000,1.2\n'), 'pull.csv')).toBe('text/csv')
  })

  it('refuses a file whose name says another kind than its bytes', () => {
    expect(ticketFileTypeOf(PDF, 'photo.png')).toBeNull()
    expect(ticketFileTypeOf(TEXT, 'photo.jpg')).toBeNull()
    expect(ticketFileTypeOf(PNG, 'photo.pdf')).toBeNull()
    expect(ticketFileTypeOf(PNG, 'photo')).toBeNull()
  })

  it('refuses what is none of the kinds: binaries, control characters, bad UTF-8, empty files', () => {
    expect(ticketFileTypeOf(bytes(0x4d, 0x5a, 0x90, 0), 'setup.txt')).toBeNull()
    expect(ticketFileTypeOf(bytes(0x41, 0x00, 0x42), 'a.txt')).toBeNull()
    expect(ticketFileTypeOf(bytes(0xc3, 0x28), 'a.txt')).toBeNull()
    expect(ticketFileTypeOf(new Uint8Array(16), 'file.bin')).toBeNull()
    expect(ticketFileTypeOf(new Uint8Array(0), 'empty.txt')).toBeNull()
  })

  it('keeps a text whose last character is cut by the head', () => {
    const cut = new TextEncoder().encode('Drehmoment ü').slice(0, -1)
    expect(ticketFileTypeOf(cut, 'log.txt')).toBe('text/plain')
  })
})
