import { defineConfig } from '@playwright/test';

// E2E_PORT lets several runs share a machine (each starts its own server).
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * e2e against the real server (built web app, demo KB on an in-memory SQLite database) in
 * Debian's Chromium; Playwright never downloads a browser here.
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
    command: 'node ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires a configured secret; this one exists only for the e2e run.
      JWT_SECRET: 'e2e-only-secret-for-signing-session-tokens',
      DATA_DIR: '/tmp/medkompass-e2e-data',
    },
  },
});
