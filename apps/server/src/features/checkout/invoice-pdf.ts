import { orderStatusLabel, type InvoiceSeller, type Order } from '@shop/domain/checkout'
import { formatMoney } from '@shop/domain/money'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.35, 0.4)

/** The standard fonts encode WinAnsi only: anything else in a name or address is shown as '?'. */
const winAnsi = (text: string) => text.replace(/[−–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?')

/** `#rrggbb` (the site configuration validates it) as pdf-lib's colour. */
const colourOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

/**
 * The invoice as a PDF download, one A4 page per 30 lines (pdf-lib, no native parts). Decision 0069: the seller's
 * legal name, address and tax number head it, every line carries its vehicle (subtext) and options as on the
 * order, and the brand colour marks the header.
 */
export async function renderInvoicePdf(view: Order, seller: InvoiceSeller) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${view.id}`)
  pdf.setAuthor(seller.legal_name)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const brand = colourOf(seller.brand_color)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN

  const text = (value: string, x: number, font: PDFFont = regular, size = 10, color = INK, target: PDFPage = page) =>
    target.drawText(winAnsi(value), { x, y, size, font, color })
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
  text(seller.name, MARGIN, bold, 18, brand)
  right(`Invoice ${view.id}`, A4[0] - MARGIN, bold, 14)
  newLine(20)
  text(seller.legal_name, MARGIN, bold, 9)
  right(`Date: ${view.created_at.slice(0, 10)}`, A4[0] - MARGIN, regular, 9)
  newLine(12)
  const status = orderStatusLabel(view.status, view.shipping !== null)
  const headerLines = [...seller.address, `Tax number: ${seller.tax_number}`, seller.url]
  headerLines.forEach((line, index) => {
    text(line, MARGIN, regular, 9, MUTED)
    if (index === 0) right(`Status: ${status}`, A4[0] - MARGIN, regular, 9)
    newLine(12)
  })
  newLine(14)
  text('Bill to', MARGIN, bold)
  if (view.shipping_address_line) text('Ship to', 320, bold)
  newLine()
  text(view.billing_address_line, MARGIN, regular, 9)
  if (view.shipping_address_line) text(view.shipping_address_line.slice(0, 60), 320, regular, 9)
  newLine(12)
  text(view.email, MARGIN, regular, 9)
  newLine(28)

  text('Item', MARGIN, bold, 10, brand)
  right('Qty', 380, bold, 10, brand)
  right('Unit price', 470, bold, 10, brand)
  right('Amount', A4[0] - MARGIN, bold, 10, brand)
  newLine(6)
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.8, color: brand })
  newLine(14)
  for (const line of view.lines) {
    text(line.name.slice(0, 55), MARGIN)
    right(String(line.quantity), 380)
    right(formatMoney(line.unit_price), 470)
    right(formatMoney(line.line_total), A4[0] - MARGIN)
    // The vehicle a tune is for (or a product's subtext) and the chosen options, as the order lists them.
    const details = [line.subtext, ...line.options.map((o) => `${o.option}: ${o.selection}`)].filter(Boolean)
    if (details.length > 0) {
      newLine(12)
      text(details.join(' · ').slice(0, 90), MARGIN + 8, regular, 8, MUTED)
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
