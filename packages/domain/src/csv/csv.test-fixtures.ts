/**
 * A small RFC 4180 reader for the tests: records end with CRLF, a quoted field may hold commas, CR, LF and
 * doubled quotes. Throws on anything RFC 4180 does not allow (a bare quote, a lone CR or LF outside quotes).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let i = 0
  let quoted = false
  while (i < text.length) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
      } else if (char === '"') {
        quoted = false
        i++
        if (i < text.length && text[i] !== ',' && text[i] !== '\r')
          throw new Error(`text after a closing quote at ${i}`)
      } else {
        field += char
        i++
      }
    } else if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`)
      quoted = true
      i++
    } else if (char === ',') {
      record.push(field)
      field = ''
      i++
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 2
    } else if (char === '\r' || char === '\n') {
      throw new Error(`a bare line break outside quotes at ${i}`)
    } else {
      field += char
      i++
    }
  }
  if (quoted) throw new Error('an unclosed quote')
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF')
  return records
}
