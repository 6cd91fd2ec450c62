import { DEALER_STATEMENT_STATUS_LABELS, type DealerStatementDetail } from '@shop/domain/dealers'
import { formatMoney } from '@shop/domain/money'
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'

// A dealer's statement as a PDF (issue 25 item 2, decision 0103): its letterhead in the dealer's colours, the
// period, opening balance, every posting with the balance after it, the closing balance and the due date.

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.35, 0.4)

/** The standard fonts encode WinAnsi only: anything else in a name or memo is shown as '?'. */
const winAnsi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?')

const colourOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

export async function renderStatementPdf(statement: DealerStatementDetail): Promise<Uint8Array> {
  const head = statement.letterhead
  const pdf = await PDFDocument.create()
  const title = statement.number
    ? `Statement ${statement.number}`
    : `Open statement ${statement.period_start.slice(0, 7)}`
  pdf.setTitle(`${title} - ${head.dealer_name}`)
  pdf.setAuthor(head.shop_legal_name)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const brand = colourOf(head.primary_color)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN

  const text = (value: string, x: number, font: PDFFont = regular, size = 10, color = INK) =>
    page.drawText(winAnsi(value), { x, y, size, font, color })
  const right = (value: string, xRight: number, font: PDFFont = regular, size = 10, color = INK) =>
    text(value, xRight - font.widthOfTextAtSize(winAnsi(value), size), font, size, color)
  const newLine = (step = 14) => {
    y -= step
    if (y < MARGIN + 40) {
      page = pdf.addPage(A4)
      y = A4[1] - MARGIN
    }
  }

  page.drawRectangle({ x: 0, y: A4[1] - 12, width: A4[0], height: 12, color: brand })
  text(head.dealer_name, MARGIN, bold, 18, brand)
  right(title, A4[0] - MARGIN, bold, 13)
  newLine(20)
  text(head.legal_name, MARGIN, bold, 9)
  right(`Period: ${statement.period_start} to ${statement.period_last_day}`, A4[0] - MARGIN, regular, 9)
  newLine(12)
  const details = [
    `Status: ${DEALER_STATEMENT_STATUS_LABELS[statement.status]}`,
    statement.due_date ? `Due date: ${statement.due_date}` : 'Provisional: the month is not over',
    `Currency: ${statement.currency}`,
  ]
  const lines = [...head.address, head.tax_id ? `Tax id: ${head.tax_id}` : '', head.email].filter(Boolean)
  for (let i = 0; i < Math.max(lines.length, details.length); i++) {
    if (lines[i]) text(lines[i]!, MARGIN, regular, 9, MUTED)
    if (details[i]) right(details[i]!, A4[0] - MARGIN, regular, 9)
    newLine(12)
  }
  newLine(8)
  text(`From ${head.shop_legal_name}, ${head.shop_address.join(', ')}`.slice(0, 110), MARGIN, regular, 8, MUTED)
  newLine(26)

  text('Date', MARGIN, bold, 10, brand)
  text('Description', MARGIN + 70, bold, 10, brand)
  right('Amount', 450, bold, 10, brand)
  right('Balance', A4[0] - MARGIN, bold, 10, brand)
  newLine(6)
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.8, color: brand })
  newLine(14)
  text(statement.period_start, MARGIN)
  text('Opening balance', MARGIN + 70, bold)
  right(formatMoney(statement.opening), A4[0] - MARGIN, bold)
  newLine(16)
  for (const line of statement.lines) {
    text(line.at.slice(0, 10), MARGIN)
    text(`${line.kind_label}: ${line.memo}`.slice(0, 52), MARGIN + 70)
    right(formatMoney(line.amount), 450)
    right(formatMoney(line.balance), A4[0] - MARGIN)
    newLine(16)
  }
  if (statement.lines.length === 0) {
    text('No postings in this period.', MARGIN + 70, regular, 10, MUTED)
    newLine(16)
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: A4[0] - MARGIN, y: y + 6 }, thickness: 0.5 })
  newLine(4)
  text(statement.period_last_day, MARGIN, bold)
  text(statement.status === 'open' ? 'Balance so far' : 'Closing balance', MARGIN + 70, bold)
  right(formatMoney(statement.closing), A4[0] - MARGIN, bold)
  newLine(24)
  if (statement.accepted_by && statement.accepted_at) {
    text(`Accepted by ${statement.accepted_by} on ${statement.accepted_at.slice(0, 10)}`, MARGIN, bold, 10)
    newLine(16)
  }
  if (statement.due_date && statement.closing.amount_minor < 0) {
    text(
      `Amount due by ${statement.due_date}: ${formatMoney({ ...statement.closing, amount_minor: -statement.closing.amount_minor })}`,
      MARGIN,
      bold,
      10,
      brand,
    )
  }
  return pdf.save()
}
