import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { BRAINTREE_FAKE_URL, PAYPAL_FAKE_URL } from './payment-fakes'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs'

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`

// Every run starts the built server on a fresh, freshly seeded database. Playwright loads this file in the
// runner and in each worker; workers inherit the runner's environment, so only the runner makes the folder
// (and removes it when it exits, after the server has been stopped).
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tuneshop-e2e-'))
  process.env.E2E_DATA_DIR = dir
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir()

export default defineConfig({
  testDir: './specs',
  // Braintree's and PayPal's APIs, faked on 127.0.0.1 (the shop reaches them only when a test pays with them).
  globalSetup: './payment-fakes.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores: the server and two browsers already share them.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built server, on the Node that runs Playwright (the project's Node 24), started as `npm start` starts it.
    command: `"${process.execPath}" ${SERVER_NODE_FLAGS.join(' ')} ../apps/server/dist/main.js`,
    // The home page, not just the API: it answers 200 only when the web build is served too.
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The tests log in many times from one address.
      LOGIN_MAX_PER_IP: '1000',
      // …and sign many accounts up (their confirmation mails are limited per address).
      MAIL_MAX_PER_IP: '1000',
      // Two regions and an analytics tag, so the region switch and the consent switches can be tested
      // (e2e/specs/site/site-experience.spec.ts); the tag's script is answered by the test itself.
      SITE_CONFIG: fileURLToPath(new URL('./specs/site/e2e-site-config.json', import.meta.url)),
      // Braintree and PayPal on, against the fakes: their browser scripts are stood in for by the tests
      // (e2e/specs/checkout/wallets.spec.ts), as this machine cannot reach the providers.
      BRAINTREE_MERCHANT_ID: 'e2e-merchant',
      BRAINTREE_PUBLIC_KEY: 'e2e-public',
      BRAINTREE_PRIVATE_KEY: 'e2e-private',
      BRAINTREE_API_BASE_URL: BRAINTREE_FAKE_URL,
      PAYPAL_CLIENT_ID: 'e2e-paypal-client',
      PAYPAL_CLIENT_SECRET: 'e2e-paypal-secret',
      PAYPAL_API_BASE_URL: PAYPAL_FAKE_URL,
    },
  },
})
