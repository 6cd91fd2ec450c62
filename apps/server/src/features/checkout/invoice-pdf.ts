import { formatMoney } from '@shop/domain/money'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { OrderView } from './order-view'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50

/** The standard fonts encode WinAnsi only: anything else in a name or address is shown as '?'. */
const winAnsi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?')

/** Issue 4 item 8: the invoice as a PDF download, one A4 page per 30 lines (pdf-lib, no native parts). */
export async function renderInvoicePdf(view: OrderView, seller: { brandName: string; publicUrl: string }) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${view.id}`)
  pdf.setAuthor(seller.brandName)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN

  const text = (value: string, x: number, font: PDFFont = regular, size = 10, target: PDFPage = page) =>
    target.drawText(winAnsi(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) })
  const right = (value: string, xRight: number, font: PDFFont = regular, size = 10) =>
    text(value, xRight - font.widthOfTextAtSize(winAnsi(value), size), font, size)
  const newLine = (step = 14) => {
    y -= step
    if (y < MARGIN + 40) {
      page = pdf.addPage(A4)
      y = A4[1] - MARGIN
    }
  }

  text(seller.brandName, MARGIN, bold, 18)
  right(`Invoice ${view.id}`, A4[0] - MARGIN, bold, 14)
  newLine(20)
  text(seller.publicUrl, MARGIN, regular, 9)
  right(`Date: ${view.created_at.slice(0, 10)}`, A4[0] - MARGIN, regular, 9)
  newLine(12)
  right(`Status: ${view.status}`, A4[0] - MARGIN, regular, 9)
  newLine(26)
  text('Bill to', MARGIN, bold)
  if (view.shipping_address_line) text('Ship to', 320, bold)
  newLine()
  text(view.billing_address_line, MARGIN, regular, 9)
  if (view.shipping_address_line) text(view.shipping_address_line.slice(0, 60), 320, regular, 9)
  newLine(12)
  text(view.email, MARGIN, regular, 9)
  newLine(28)

  text('Item', MARGIN, bold)
  right('Qty', 380, bold)
  right('Unit price', 470, bold)
  right('Amount', A4[0] - MARGIN, bold)
  newLine(6)
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5 })
  newLine(14)
  for (const line of view.lines) {
    text(line.name.slice(0, 55), MARGIN)
    right(String(line.quantity), 380)
    right(formatMoney(line.unit_price), 470)
    right(formatMoney(line.line_total), A4[0] - MARGIN)
    if (line.options.length > 0) {
      newLine(12)
      text(
        line.options
          .map((o) => `${o.option}: ${o.selection}`)
          .join(', ')
          .slice(0, 80),
        MARGIN + 8,
        regular,
        8,
      )
    }
    newLine(16)
  }
  page.drawLine({ start: { x: 320, y: y + 6 }, end: { x: A4[0] - MARGIN, y: y + 6 }, thickness: 0.5 })
  newLine(4)
  const total = (label: string, value: string, font: PDFFont = regular) => {
    text(label, 320, font)
    right(value, A4[0] - MARGIN, font)
    newLine()
  }
  total('Subtotal', formatMoney(view.subtotal))
  if (view.discount.amount_minor > 0) {
    total(`Discount ${view.discount_codes.join(', ')}`.trim(), `-${formatMoney(view.discount)}`)
  }
  if (view.shipping) total(`Shipping (${view.shipping.name})`, formatMoney(view.shipping.amount))
  for (const tax of view.taxes.filter((t) => !t.inclusive))
    total(`${tax.name} ${tax.rate_percent}%`, formatMoney(tax.amount))
  total('Total', formatMoney(view.total), bold)
  for (const tax of view.taxes.filter((t) => t.inclusive)) {
    total(`incl. ${tax.name} ${tax.rate_percent}%`, formatMoney(tax.amount))
  }
  return pdf.save()
}
