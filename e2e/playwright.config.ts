import { defineConfig } from '@playwright/test';
import { CONTACT_TO, DATA_FOLDER, DATABASE_URL, PORT, SMTP_PORT } from './tests/e2e-settings.ts';

/**
 * e2e against the real server (built web app, demo KB on a fresh SQLite database) in Debian's
 * Chromium; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
    // A fresh database file each run (the contact test reads it with the contact CLI).
    command: `rm -rf '${DATA_FOLDER}' && mkdir -p '${DATA_FOLDER}' && node ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires a configured secret; this one exists only for the e2e run.
      JWT_SECRET: 'e2e-only-secret-for-signing-session-tokens',
      DATA_DIR: '/tmp/medkompass-e2e-data',
      // The contact form: mail to a real SMTP server the contact test starts, and a captcha
      // the real widget solves in about a second.
      CONTACT_TO,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_NUMBER: '2000',
    },
  },
});
