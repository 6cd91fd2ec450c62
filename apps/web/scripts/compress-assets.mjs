// After `react-router build`: writes .br (quality 11) and .gz (level 9) next to every text asset over 1 KB in
// build/client, so the server's serveStatic({ precompressed: true }) sends them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const clientDir = new URL('../build/client', import.meta.url).pathname
const compressible = /\.(js|css|svg|json)$/
const minBytes = 1024

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

let count = 0
let before = 0
let afterBr = 0
for (const path of filesUnder(clientDir)) {
  if (!compressible.test(path) || statSync(path).size <= minBytes) continue
  const source = readFileSync(path)
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }))
  count += 1
  before += source.length
  afterBr += br.length
}
console.log(
  `compress-assets: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli`,
)
