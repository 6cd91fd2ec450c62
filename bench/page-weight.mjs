// The JavaScript a visitor's browser loads for the home page at first paint, gzipped as a server would send it.
import { gzipSync } from 'node:zlib'

const moduleSrc = /\.m?js(\?|$)/

/** The script URLs the HTML names: module preloads, script tags, and imports inside inline module scripts. */
export function scriptUrlsOf(html) {
  const urls = new Set()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?modulepreload/i.test(tag)) urls.add(tag.match(/\bhref=["']([^"']+)["']/i)?.[1])
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attributes.match(/\bsrc=["']([^"']+)["']/i)?.[1]
    if (src) urls.add(src)
    else if (/\btype=["']?module/i.test(attributes)) {
      for (const [, path] of body.matchAll(/\bimport\b[^"'();]*?\bfrom\s*["']([^"']+)["']/g)) urls.add(path)
      for (const [, path] of body.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) urls.add(path)
    }
  }
  urls.delete(undefined)
  return [...urls].filter((url) => moduleSrc.test(url))
}

/** Static imports inside a fetched module, so a chunk the HTML forgot to preload still counts. */
function staticImportsOf(code) {
  const paths = []
  for (const [, path] of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g)) paths.push(path)
  for (const [, path] of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.m?js)["']/g)) paths.push(path)
  return paths
}

/**
 * @returns {Promise<{ totalBytes: number, files: { url: string, rawBytes: number, gzipBytes: number,
 *   viaImportOnly: boolean }[] }>}
 */
export async function measurePageWeight(baseUrl, path = '/') {
  const pageUrl = new URL(path, baseUrl)
  const response = await fetch(pageUrl)
  if (!response.ok) {
    // The shop serves only the API when apps/web/build was missing as it started (e.g. a rebuild in progress).
    const hint = response.status === 404 ? ' (did the shop start without a web build?)' : ''
    throw new Error(`GET ${path} answered ${response.status}${hint}`)
  }
  const html = await response.text()
  const queue = scriptUrlsOf(html).map((url) => ({ url: new URL(url, pageUrl).href, viaImportOnly: false }))
  const seen = new Set(queue.map((item) => item.url))
  const files = []
  while (queue.length > 0) {
    const { url, viaImportOnly } = queue.shift()
    const asset = await fetch(url)
    if (!asset.ok) {
      const hint = asset.status === 404 ? ' (was the web app rebuilt after the shop started?)' : ''
      throw new Error(`GET ${url} answered ${asset.status}${hint}`)
    }
    const code = Buffer.from(await asset.arrayBuffer())
    files.push({
      url: new URL(url).pathname,
      rawBytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      viaImportOnly,
    })
    for (const imported of staticImportsOf(code.toString('utf8'))) {
      const next = new URL(imported, url).href
      if (!seen.has(next)) {
        seen.add(next)
        queue.push({ url: next, viaImportOnly: true })
      }
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { totalBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files }
}

/** The first-paint JavaScript of the home page and of the vehicle page (`npm run bench -- --weight`: only these). */
export async function measurePageWeights(url, vehiclePath, log) {
  const failed = (error) => ({ error: String(error?.message ?? error) })
  log('page weight of /')
  const weight = await measurePageWeight(url, '/').catch(failed)
  log(`page weight of ${vehiclePath}`)
  const vehicleWeight = await measurePageWeight(url, vehiclePath).catch(failed)
  return { weight, vehicleWeight }
}
