import { chromium } from '@playwright/test'
const U = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(U, { waitUntil: 'networkidle' })
await page.waitForTimeout(1000)
const { profile } = await cdp.send('Profiler.stop')
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const cf = n.callFrame
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0))
}
const byUrl = new Map()
for (const [k, v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u, (byUrl.get(u) ?? 0) + v) }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'))
console.log('---')
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'))
await browser.close()
