import { defineConfig } from '@playwright/test';
import { testReportFile } from '../scripts/test-report.ts';
import { ANALYTICS_ORIGIN, ANALYTICS_SITE_ID } from './support/analytics-recorder.ts';
import { BASE_URL, CONTACT_TO, PORT } from './support/e2e-settings.ts';
import { SMART_CLIENTS } from './support/smart-settings.ts';

/**
 * e2e against the real server (built web app, demo KB) in Debian's Chromium; Playwright never
 * downloads a browser here. support/web-server.ts starts it on a fresh SQLite file with the e2e
 * accounts (made by the users CLI) and a real SMTP server that catches its mail.
 */
const reportFile = testReportFile('playwright');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ...(reportFile ? [['json', { outputFile: reportFile }] as const] : [])],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    locale: 'sv-SE',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/web-server.ts',
    url: `${BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Above the defaults, so the specs' few logins and reset requests from 127.0.0.1 never
      // meet the limit; the web tests cover the 429 answer.
      RATE_LIMIT_LOGIN_PER_MINUTE: '50',
      RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '50',
      NODE_ENV: 'production',
      // Production requires a configured secret; this one exists only for the e2e run.
      JWT_SECRET: 'e2e-only-secret-for-signing-session-tokens',
      DATA_DIR: '/tmp/medkompass-e2e-data',
      // The contact form's mail goes to the e2e SMTP server, and the real widget solves a cheap
      // captcha in about a second.
      CONTACT_TO,
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_NUMBER: '2000',
      // The record system of smart-launch.spec.ts (support/smart-servers.ts), which that spec
      // starts; the others never launch by SMART.
      SMART_CLIENTS,
      // A Matomo stand-in (support/analytics-recorder.ts), which analytics.spec.ts starts. Nothing
      // is sent to it without the visitor's consent, so the other specs are not concerned.
      ANALYTICS_URL: `${ANALYTICS_ORIGIN}/`,
      ANALYTICS_SITE_ID,
    },
  },
});
