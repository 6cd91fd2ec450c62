import { describe, expect, it } from 'vitest'
import { detectUploadKind, type DetectUploadInput } from './detect-upload-kind'
import { readZipEntries } from './read-zip-entries'
import { buildZip, bytes, CSV_LOG, flashImage } from './tuning.test-fixtures'

/** Detects a whole file the way callers do: head bytes, and for a zip its central directory. */
function detect(name: string, data: Uint8Array) {
  const input: DetectUploadInput = { name, size: data.length, head: data.subarray(0, 4096) }
  const entries = readZipEntries(data.subarray(Math.max(0, data.length - 256 * 1024)), data.length)
  return detectUploadKind({ ...input, zipEntryNames: entries?.map((e) => e.name) ?? null })
}

const text = bytes('just some notes about my car\n')

describe('detectUploadKind (SPEC §5: tune by magic bytes, mask pattern, extension or zip entries; else a log)', () => {
  it.each(['read.pcm', 'READ.BIN', 'stock.fls', 'dir/sub/ecu.Bin'])('extension %s → tune', (name) => {
    expect(detect(name, text)).toEqual({ ok: true, kind: 'tune', reason: 'extension', isZip: false })
  })

  it.each([
    ['Intel HEX', ':020000040000FA\n:10000000FFFFFFFF\n'],
    ['Intel HEX data record', ':10010000214601360121470136007EFE09D2190140\n'],
    ['Motorola S-record', 'S00F000068656C6C6F202020202000003C\n'],
    ['S-record S3', 'S3150000000000000000000000000000000000000000EA\n'],
    ['TI-TXT', '@8000\n31 40 00 03\nq\n'],
  ])('magic bytes: %s → tune whatever the name', (_label, content) => {
    expect(detect('upload.dat', bytes(content))).toMatchObject({ ok: true, kind: 'tune', reason: 'magic' })
  })

  it('magic bytes: ELF → tune', () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 1, 1, 1, 0, ...new Array(56).fill(0)])
    expect(detect('firmware', elf)).toMatchObject({ kind: 'tune', reason: 'magic' })
  })

  it('mask pattern: a run of 32 erased-flash bytes (0xFF) → tune even without an extension', () => {
    expect(detect('my read', flashImage())).toMatchObject({ kind: 'tune', reason: 'mask' })
  })

  it('31 bytes of 0xFF are not the mask pattern', () => {
    const data = new Uint8Array(64).fill(0x01)
    data.fill(0xff, 10, 41)
    expect(detect('capture.dat', data)).toMatchObject({ kind: 'log', reason: 'default' })
  })

  it.each(['log.csv', 'datalog.txt', 'session.hpl', 'noextension', 'bin', '.bin'])(
    '%s without signatures → log',
    (name) => {
      expect(detect(name, bytes(CSV_LOG))).toEqual({ ok: true, kind: 'log', reason: 'default', isZip: false })
    },
  )

  it('a CSV log that merely contains ":" or "S1" later on stays a log', () => {
    expect(detect('log.csv', bytes('Time,S1 Pressure\n00:01,12\n'))).toMatchObject({ kind: 'log' })
  })

  it('an empty file is refused, whatever its name', () => {
    expect(detect('read.bin', new Uint8Array())).toEqual({ ok: false, code: 'empty_file' })
    expect(detect('log.csv', new Uint8Array())).toEqual({ ok: false, code: 'empty_file' })
  })

  describe('zips', () => {
    it.each(['stock.bin', 'ECU/read.PCM', 'flash.fls', 'a/b/c.hex', 'file.s19', 'image.srec', 'stage1_TUNED.dat'])(
      'a zip with the flash or tuned entry %s → tune',
      (entry) => {
        const zip = buildZip([
          { name: 'readme.txt', data: text },
          { name: entry, data: flashImage(256) },
        ])
        expect(detect('archive.zip', zip)).toEqual({ ok: true, kind: 'tune', reason: 'zip-entries', isZip: true })
      },
    )

    it('a zip of logs only → log', () => {
      const zip = buildZip([
        { name: 'logs/', data: new Uint8Array() },
        { name: 'logs/run1.csv', data: bytes(CSV_LOG) },
      ])
      expect(detect('logs.zip', zip)).toEqual({ ok: true, kind: 'log', reason: 'default', isZip: true })
    })

    it('a zip is a zip by its magic bytes too, and the zip rule wins over the .bin extension', () => {
      const zip = buildZip([{ name: 'run.csv', data: bytes(CSV_LOG) }])
      expect(detect('renamed.bin', zip)).toMatchObject({ kind: 'log', isZip: true })
    })

    it('directories, dot files and macOS metadata are not flash entries', () => {
      const zip = buildZip([
        { name: 'tuned/', data: new Uint8Array() },
        { name: '__MACOSX/._stock.bin', data: text },
        { name: '.hidden.bin', data: text },
      ])
      expect(detect('archive.zip', zip)).toMatchObject({ kind: 'log' })
    })

    it('a .zip whose directory cannot be read is not a tune', () => {
      expect(detect('broken.zip', bytes('PK\u0003\u0004garbage'))).toMatchObject({ kind: 'log', isZip: true })
    })
  })
})
