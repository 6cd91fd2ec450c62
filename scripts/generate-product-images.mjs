// Generates the store's product pictures (SVG) under apps/web/public/images/products/: for every product a
// picture of it and one of its box. Run with `node scripts/generate-product-images.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '../apps/web/public/images/products')
const INK = '#25262b'
const DARK = '#16171a'
const GREY = '#868e96'
const RED = '#b81d1d'

const shapes = {
  tool: (a) =>
    `<rect x="180" y="50" width="120" height="200" rx="20" fill="${INK}"/><rect x="194" y="68" width="92" height="90" rx="6" fill="${DARK}"/><path d="M200 146c18-4 24-26 38-40s24-20 44-24" fill="none" stroke="${a}" stroke-width="5"/><path d="M200 150c20-4 30-18 44-28s24-14 38-14" fill="none" stroke="${GREY}" stroke-width="3"/><rect x="198" y="176" width="36" height="16" rx="5" fill="#495057"/><rect x="246" y="176" width="36" height="16" rx="5" fill="#495057"/><circle cx="240" cy="220" r="12" fill="${a}"/><path d="M300 150c50 0 50 70 104 70" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><rect x="396" y="204" width="44" height="34" rx="6" fill="#5c636a"/>`,
  lite: (a) =>
    `<rect x="190" y="90" width="100" height="130" rx="18" fill="${INK}"/><rect x="204" y="106" width="72" height="50" rx="5" fill="${DARK}"/><path d="M210 148c12-3 18-18 28-26s18-12 32-14" fill="none" stroke="${a}" stroke-width="4"/><circle cx="240" cy="190" r="10" fill="${a}"/><rect x="226" y="220" width="28" height="18" rx="3" fill="#5c636a"/><path d="M240 238v40" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
  bench: (a) =>
    `<rect x="120" y="90" width="240" height="150" rx="14" fill="${INK}"/><rect x="140" y="110" width="200" height="70" rx="6" fill="${DARK}"/><g fill="${a}">${Array.from({ length: 8 }, (_, i) => `<circle cx="${160 + i * 23}" cy="145" r="5"/>`).join('')}</g><rect x="150" y="196" width="60" height="24" rx="5" fill="#495057"/><rect x="270" y="196" width="60" height="24" rx="5" fill="#495057"/><path d="M360 165c40 0 40 60 80 60" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
  cable: (a) =>
    `<path d="M110 180c60 0 60-90 130-90s60 120 130 120" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/><path d="M60 150h70l-8 60H68z" fill="${INK}"/><g fill="${GREY}"><circle cx="80" cy="170" r="4"/><circle cx="96" cy="170" r="4"/><circle cx="112" cy="170" r="4"/><circle cx="84" cy="190" r="4"/><circle cx="100" cy="190" r="4"/></g><rect x="366" y="196" width="64" height="30" rx="8" fill="${a}"/>`,
  supply: (a) =>
    `<rect x="140" y="120" width="160" height="110" rx="16" fill="${INK}"/><rect x="160" y="140" width="120" height="30" rx="4" fill="${DARK}"/><text x="220" y="162" font-family="sans-serif" font-size="20" font-weight="700" fill="${a}" text-anchor="middle">12 V</text><path d="M300 175c60 0 60 50 110 50" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M140 200c-50 0-50 40-90 40" fill="none" stroke="${RED}" stroke-width="6" stroke-linecap="round"/>`,
  module: (a) =>
    `<rect x="150" y="100" width="180" height="130" rx="12" fill="${INK}"/><path d="M170 200l30-40 24 26 36-52 50 66" fill="none" stroke="${a}" stroke-width="6" stroke-linejoin="round"/><rect x="170" y="118" width="40" height="12" rx="3" fill="#495057"/><path d="M330 165h60m-300 0h60" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M240 60l-14 30h20l-12 30" fill="none" stroke="${a}" stroke-width="5" stroke-linejoin="round"/>`,
  case: (a) =>
    `<rect x="120" y="110" width="240" height="140" rx="18" fill="${INK}"/><path d="M200 110v-20a10 10 0 0 1 10-10h60a10 10 0 0 1 10 10v20" fill="none" stroke="${INK}" stroke-width="10"/><rect x="120" y="160" width="240" height="10" fill="${a}"/><rect x="220" y="152" width="40" height="26" rx="4" fill="#495057"/>`,
  maintainer: (a) =>
    `<rect x="150" y="100" width="180" height="130" rx="16" fill="${INK}"/><circle cx="240" cy="160" r="34" fill="${DARK}"/><path d="M240 134v26l18 12" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M190 230c-20 30-60 30-80 30M290 230c20 30 60 30 80 30" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/><rect x="96" y="250" width="28" height="20" rx="4" fill="${RED}"/><rect x="356" y="250" width="28" height="20" rx="4" fill="${INK}"/>`,
  shirt: (a) =>
    `<path d="M192 60l-70 32-28 54 38 18 14-22v120h188V142l14 22 38-18-28-54-70-32q-8 22-48 22t-48-22z" fill="${INK}"/><path d="M196 190c18 0 26-18 40-28s22-14 46-14" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/><path d="M196 200c18 0 28-14 40-22s22-10 46-10" fill="none" stroke="${GREY}" stroke-width="3" stroke-linecap="round"/>`,
  hoodie: (a) =>
    `<path d="M200 60q40-30 80 0l70 34-30 70-20-12v130H180V152l-20 12-30-70z" fill="${INK}"/><path d="M210 62q30 40 60 0" fill="none" stroke="${DARK}" stroke-width="10"/><rect x="200" y="210" width="80" height="40" rx="8" fill="${DARK}"/><path d="M206 170c16 0 22-14 34-22s20-10 38-10" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  cap: (a) =>
    `<path d="M140 200a100 90 0 0 1 200 0z" fill="${INK}"/><path d="M120 200h260q-20 30-120 30t-140-30z" fill="${DARK}"/><circle cx="240" cy="112" r="8" fill="${a}"/><path d="M200 180c10 0 14-10 20-14s10-6 20-6" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  sticker: (a) =>
    `<rect x="120" y="90" width="130" height="130" rx="20" fill="${INK}" transform="rotate(-8 185 155)"/><circle cx="300" cy="150" r="62" fill="${a}"/><rect x="210" y="200" width="150" height="60" rx="30" fill="${DARK}"/><text x="285" y="238" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">TUNED</text><path d="M150 170c14 0 20-16 30-24s16-10 34-10" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  mug: (a) =>
    `<rect x="160" y="90" width="140" height="170" rx="14" fill="${INK}"/><path d="M300 130h24a30 30 0 0 1 0 60h-24" fill="none" stroke="${INK}" stroke-width="14"/><path d="M178 200c18 0 24-22 38-32s22-14 44-14" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
}

const box = (name, a) =>
  `<path d="M120 120l120-40 120 40v120l-120 40-120-40z" fill="${INK}"/><path d="M120 120l120 40 120-40M240 160v120" fill="none" stroke="#495057" stroke-width="3"/><path d="M150 190l60 20" stroke="${a}" stroke-width="10" stroke-linecap="round"/><text x="240" y="330" font-family="sans-serif" font-size="22" font-weight="600" fill="${INK}" text-anchor="middle">${name} — in the box</text>`

const frame = (body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img" aria-label="${label}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f9fa"/><stop offset="1" stop-color="#e9ecef"/></linearGradient></defs><rect width="480" height="360" fill="url(#bg)"/><ellipse cx="240" cy="300" rx="170" ry="16" fill="#dee2e6"/>${body}</svg>\n`

export const PRODUCT_PICTURES = {
  'fz3-flash-tool': ['tool', '#f34d4d', 'FZ3'],
  'fzl-lite-flash-tool': ['lite', '#f34d4d', 'FZL'],
  'obd-bench-flash-cable': ['bench', '#f59f00', 'Bench kit'],
  'fzpro-tcu-harness': ['bench', '#1c7ed6', 'TCU harness'],
  'fz3-pro-dealer-kit': ['tool', '#1c7ed6', 'FZ3 dealer kit'],
  'obd-extension-cable': ['cable', '#f34d4d', 'Extension'],
  'usb-c-data-cable': ['cable', '#1c7ed6', 'USB-C'],
  'obd-y-splitter-cable': ['cable', '#2f9e44', 'Y-splitter'],
  'bench-power-lead': ['supply', '#f59f00', 'Power lead'],
  'can-breakout-cable': ['cable', '#f59f00', 'CAN breakout'],
  'battery-maintainer': ['maintainer', '#2f9e44', 'Maintainer'],
  'tesla-model-3-power-module': ['module', '#f34d4d', 'Model 3'],
  'tesla-model-y-power-module': ['module', '#1c7ed6', 'Model Y'],
  'ev-throttle-response-module': ['module', '#2f9e44', 'Throttle'],
  'tool-carry-case': ['case', '#f34d4d', 'Case'],
  'bench-flash-stand': ['bench', '#868e96', 'Stand'],
  'shop-t-shirt': ['shirt', '#f34d4d', 'T-shirt'],
  'dyno-day-hoodie': ['hoodie', '#f59f00', 'Hoodie'],
  'shop-cap': ['cap', '#f34d4d', 'Cap'],
  'sticker-pack': ['sticker', '#f34d4d', 'Stickers'],
  'garage-mug': ['mug', '#1c7ed6', 'Mug'],
  'boost-gauge-keychain': ['sticker', '#2f9e44', 'Keychain'],
}

mkdirSync(OUT, { recursive: true })
for (const [slug, [shape, accent, label]] of Object.entries(PRODUCT_PICTURES)) {
  writeFileSync(join(OUT, `${slug}.svg`), frame(shapes[shape](accent), label))
  writeFileSync(join(OUT, `${slug}-box.svg`), frame(box(label, accent), `${label} packaging`))
}
console.log(`${Object.keys(PRODUCT_PICTURES).length * 2} pictures in ${OUT}`)
