import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/admin.js';
import { fakeMollieEnv } from './tests/e2e/support/fake-providers.js';
import { smtpSinkEnv } from './tests/e2e/support/mail-sink.js';
import { E2E_WORKERS, stacks, type Stack } from './tests/e2e/support/stacks.js';
import {
  BOTH_WIDTHS,
  DESKTOP_JOURNEYS,
  DESKTOP_VIEWPORT,
  PHONE_JOURNEYS,
  PHONE_VIEWPORT,
} from './tests/e2e/support/widths.js';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** The helpers and the app server of one worker's stack (tests/e2e/support/stacks.ts). */
function stackServers(stack: Stack): WebServer[] {
  return [
    {
      // Mollie (and Datatrans) as real HTTP servers on loopback, with their hosted payment pages.
      command: 'npx tsx tests/support/start-fake-providers.ts',
      url: `${stack.mollieURL}/_test/health`,
      env: { FAKE_MOLLIE_PORT: String(stack.molliePort), FAKE_DATATRANS_PORT: String(stack.datatransPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real SMTP server on loopback: journeys read the mails a guest would get.
      command: 'npx tsx tests/support/start-smtp-sink.ts',
      url: `${stack.smtpSinkURL}/_test/health`,
      env: { SMTP_SINK_PORT: String(stack.smtpPort), SMTP_SINK_HTTP_PORT: String(stack.smtpHttpPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm test` runs the server it built (E2E_SERVER_COMMAND), as `npm start` does, and saves tsx's
      // compiling of every module at each stack's start; a journey run by hand takes the sources.
      command: process.env.E2E_SERVER_COMMAND ?? 'npx tsx src/server/main.ts',
      url: `${stack.appURL}/api/config`,
      env: {
        PORT: String(stack.appPort),
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
        ...fakeMollieEnv(stack),
        ...smtpSinkEnv(stack),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ];
}

/**
 * Browser journeys against the real server on a fresh in-memory database with demo data, one server per
 * worker (tests/e2e/support/stacks.ts). The server serves dist/web, so the web build must exist first
 * (`npm test` builds it). Which journeys run at which width: tests/e2e/support/widths.ts, where the list
 * of journeys at both widths is kept.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    // No trace by default: recording one for every journey (to keep it for the failing ones) made the
    // journeys about a sixth slower (checkout and back office, 116 → 97 s), and CI keeps only the output.
    // A failing journey still leaves its screenshot and page snapshot; `--trace retain-on-failure` by hand.
    trace: 'off',
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
      testMatch: [...PHONE_JOURNEYS, ...BOTH_WIDTHS],
      grepInvert: /@desktop/,
      use: {
        browserName: 'chromium',
        viewport: PHONE_VIEWPORT,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      testMatch: [...DESKTOP_JOURNEYS, ...BOTH_WIDTHS],
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: DESKTOP_VIEWPORT },
    },
  ],
  webServer: stacks.flatMap(stackServers),
});
