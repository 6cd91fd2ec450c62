import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/** The apps/server folder, from source (tests) and from the bundle in dist/ alike. */
export function serverRoot(): string {
  if (cached) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@shop/server') {
      cached = dir
      return dir
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('apps/server/package.json not found above ' + import.meta.url)
    dir = parent
  }
}
