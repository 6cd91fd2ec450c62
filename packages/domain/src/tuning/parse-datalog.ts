export type DatalogDelimiter = ',' | ';' | '\t'

/** A channel's statistics over the rows that have a number for it. */
export type DatalogChannelSummary = { name: string; unit: string | null; min: number; max: number; average: number }

export type DatalogSummary = {
  delimiter: DatalogDelimiter
  time: { name: string; unit: string | null }
  /** Seconds from the first to the last row. */
  duration: number
  channels: DatalogChannelSummary[]
}

export type ParsedDatalog = {
  summary: DatalogSummary
  rowCount: number
  /** Seconds since the log started, one per row. */
  time: Float64Array
  /** One array per channel, in summary order; NaN where a row has no number. */
  values: Float64Array[]
}

export type DatalogParseFailure = 'empty' | 'no_header' | 'no_rows' | 'no_channels'

export type DatalogParseResult = { ok: true; log: ParsedDatalog } | { ok: false; reason: DatalogParseFailure }

const DELIMITERS: DatalogDelimiter[] = [',', ';', '\t']
/** Loggers write a preamble (tool, vehicle, date) before the header; we look this far for it. */
const HEADER_SEARCH_LINES = 50
const TIME_NAMES = /^(time|timestamp|elapsed|elapsed time|time stamp|offset|seconds|sec|t|zeit|temps)$/i
const UNIT_SUFFIX = /^(.*?)\s*(?:\(([^()]*)\)|\[([^[\]]*)\])\s*$/

/** `Boost (psi)` / `Boost [kPa]` / `"RPM"` → name and unit. */
function splitHeader(raw: string): { name: string; unit: string | null } {
  const cleaned = raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
  const match = UNIT_SUFFIX.exec(cleaned)
  if (match && match[1]) return { name: match[1].trim(), unit: (match[2] ?? match[3] ?? '').trim() || null }
  return { name: cleaned, unit: null }
}

function splitLine(line: string, delimiter: DatalogDelimiter): string[] {
  if (!line.includes('"')) return line.split(delimiter)
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = !quoted
    } else if (ch === delimiter && !quoted) {
      fields.push(field)
      field = ''
    } else field += ch
  }
  fields.push(field)
  return fields
}

/** A number, or NaN; with ';' or tab as delimiter a decimal comma is accepted (European loggers). */
function toNumber(field: string, decimalComma: boolean): number {
  let text = field.trim()
  if (text.length === 0) return NaN
  if (text.charCodeAt(0) === 34) text = text.slice(1, -1).trim()
  if (decimalComma && text.includes(',')) text = text.replace(',', '.')
  return text.length === 0 ? NaN : Number(text)
}

const isTimeName = (name: string) => TIME_NAMES.test(name) || /\btime\b/i.test(name)

/** Finds the header line and delimiter: a line whose fields name a time column, followed by a numeric row. */
function findHeader(lines: string[]): { index: number; delimiter: DatalogDelimiter; timeColumn: number } | null {
  const last = Math.min(lines.length - 1, HEADER_SEARCH_LINES)
  for (let index = 0; index < last; index++) {
    for (const delimiter of DELIMITERS) {
      const fields = splitLine(lines[index]!, delimiter)
      if (fields.length < 2) continue
      const timeColumn = fields.findIndex((field) => isTimeName(splitHeader(field).name))
      if (timeColumn < 0) continue
      const next = splitLine(lines[index + 1]!, delimiter)
      if (next.length !== fields.length) continue
      if (Number.isFinite(toNumber(next[timeColumn]!, delimiter !== ','))) return { index, delimiter, timeColumn }
    }
  }
  return null
}

/**
 * Parses a datalog in the common CSV layouts: an optional preamble, a header with a time column and channels
 * (units from `Name (unit)` or `Name [unit]`), delimiter `,`, `;` or tab, then numeric rows. Time in ms is
 * turned into seconds. Columns without any number are dropped. Rows whose time is not a number are skipped.
 * Built for 100k-row logs: one pass, typed arrays, no per-row objects.
 */
export function parseDatalog(text: string): DatalogParseResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim().length === 0) return { ok: false, reason: 'empty' }
  // Only the head is split for the header search; the rows are scanned by index below.
  const headLines = body.slice(0, 64 * 1024).split(/\r?\n/)
  const header = findHeader(headLines)
  if (!header) return { ok: false, reason: 'no_header' }
  const { delimiter, timeColumn } = header
  const decimalComma = delimiter !== ','
  const columns = splitLine(headLines[header.index]!, delimiter).map(splitHeader)

  let offset = 0
  for (let i = 0; i <= header.index; i++) offset = body.indexOf('\n', offset) + 1
  const estimate = Math.max(16, Math.ceil((body.length - offset) / Math.max(8, headLines[header.index + 1]!.length)))
  let capacity = estimate
  let time: Float64Array<ArrayBuffer> = new Float64Array(capacity)
  let columnValues: Float64Array<ArrayBuffer>[] = columns.map(() => new Float64Array(capacity))
  let rows = 0

  while (offset > 0 && offset < body.length) {
    let end = body.indexOf('\n', offset)
    if (end < 0) end = body.length
    const line = body.charCodeAt(end - 1) === 13 ? body.slice(offset, end - 1) : body.slice(offset, end)
    offset = end + 1
    if (line.length === 0) continue
    const fields = splitLine(line, delimiter)
    const t = toNumber(fields[timeColumn] ?? '', decimalComma)
    if (!Number.isFinite(t)) continue
    if (rows === capacity) {
      capacity *= 2
      time = grow(time, capacity)
      columnValues = columnValues.map((values) => grow(values, capacity))
    }
    time[rows] = t
    for (let c = 0; c < columns.length; c++) {
      if (c !== timeColumn) columnValues[c]![rows] = c < fields.length ? toNumber(fields[c]!, decimalComma) : NaN
    }
    rows++
  }
  if (rows === 0) return { ok: false, reason: 'no_rows' }

  const timeHeader = columns[timeColumn]!
  const scale = timeHeader.unit?.toLowerCase() === 'ms' ? 0.001 : 1
  const seconds = new Float64Array(rows)
  for (let r = 0; r < rows; r++) seconds[r] = (time[r]! - time[0]!) * scale

  const channels: DatalogChannelSummary[] = []
  const values: Float64Array[] = []
  for (let c = 0; c < columns.length; c++) {
    if (c === timeColumn) continue
    const column = columnValues[c]!.subarray(0, rows)
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let count = 0
    for (let r = 0; r < rows; r++) {
      const v = column[r]!
      if (Number.isFinite(v)) {
        if (v < min) min = v
        if (v > max) max = v
        sum += v
        count++
      } else column[r] = NaN
    }
    if (count === 0) continue
    channels.push({
      name: columns[c]!.name || `Column ${c + 1}`,
      unit: columns[c]!.unit,
      min,
      max,
      average: sum / count,
    })
    values.push(column)
  }
  if (channels.length === 0) return { ok: false, reason: 'no_channels' }
  return {
    ok: true,
    log: {
      summary: {
        delimiter,
        time: { name: timeHeader.name, unit: scale === 1 ? timeHeader.unit : 's' },
        duration: seconds[rows - 1]!,
        channels,
      },
      rowCount: rows,
      time: seconds,
      values,
    },
  }
}

function grow(values: Float64Array<ArrayBuffer>, capacity: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(capacity)
  next.set(values)
  return next
}
