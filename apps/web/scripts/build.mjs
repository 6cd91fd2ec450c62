// The web build: two runs of `react-router build` (the first plans the shell chunk, the second uses the plan;
// vite.config.ts, decision 0060), then precompressed copies of the assets.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const webDir = new URL('..', import.meta.url).pathname
const planDir = mkdtempSync(join(tmpdir(), 'tuneshop-shell-plan-'))
const plan = join(planDir, 'shell-plan.json')
const build = (env) =>
  execFileSync('npx', ['react-router', 'build'], { cwd: webDir, stdio: 'inherit', env: { ...process.env, ...env } })
try {
  build({ SHELL_PLAN_OUT: plan })
  build({ SHELL_PLAN_IN: plan })
} finally {
  rmSync(planDir, { recursive: true, force: true })
}
execFileSync(process.execPath, [join(webDir, 'scripts/compress-assets.mjs')], { stdio: 'inherit' })
