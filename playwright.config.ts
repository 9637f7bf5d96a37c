import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/admin.js';
import {
  FAKE_DATATRANS_PORT,
  FAKE_MOLLIE_PORT,
  FAKE_MOLLIE_URL,
  fakeMollieEnv,
} from './tests/e2e/support/fake-providers.js';
import {
  SMTP_SINK_HTTP_PORT,
  SMTP_SINK_PORT,
  SMTP_SINK_URL,
  smtpSinkEnv,
} from './tests/e2e/support/mail-sink.js';

// E2E_PORT lets a second run (or a busy machine) pick another port.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Browser journeys against the real server on a fresh in-memory database with demo data.
 * The server serves dist/web, so the web build must exist first (`npm test` builds it).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // Mollie (and Datatrans) as real HTTP servers on loopback, with their hosted payment pages.
      command: 'npx tsx tests/support/start-fake-providers.ts',
      url: `${FAKE_MOLLIE_URL}/_test/health`,
      env: { FAKE_MOLLIE_PORT: String(FAKE_MOLLIE_PORT), FAKE_DATATRANS_PORT: String(FAKE_DATATRANS_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real SMTP server on loopback: journeys read the mails a guest would get.
      command: 'npx tsx tests/support/start-smtp-sink.ts',
      url: `${SMTP_SINK_URL}/_test/health`,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `${baseURL}/api/config`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        INITIAL_ADMIN_PASSWORD: E2E_ADMIN.password,
        // Every journey orders from this one browser as the same guest; the limits have API tests.
        ORDER_LIMIT_PER_ADDRESS: '1000',
        ORDER_LIMIT_PER_CONTACT: '1000',
        // The status page offers push notifications only where the shop sends them (ADR 035).
        WEB_PUSH_CONTACT: 'mailto:betrieb@tischlein.test',
        // A second build (E2E_WEB_ROOT) lets parallel runs test their own bundle.
        WEB_ROOT: process.env.E2E_WEB_ROOT ?? './dist/web',
        // Dornbirn offers online payment with Mollie in the demo data; here it pays at the fake.
        ...fakeMollieEnv,
        ...smtpSinkEnv,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
