import { test } from '@playwright/test';

/**
 * Each Playwright worker drives a stack of its own: an app server on a fresh in-memory database, its SMTP
 * sink and its fake payment providers. Journeys change the shop (themes, settings, orders) and reset or
 * hold the fake Mollie, so two workers on one server or one fake would see each other's changes. The
 * stacks are started once by the config's webServer (not per worker by a fixture): a crashed worker is
 * replaced with the same parallelIndex and so finds its stack still there, and Playwright waits for
 * every stack to answer before the first journey starts.
 */
export const E2E_WORKERS = 2;

// E2E_PORT lets a second run (or a busy machine) pick other ports; each stack takes ten of them for its
// app, so that its helpers (app port + 99 … + 102) never meet another stack's.
const firstPort = Number(process.env.E2E_PORT ?? 3100);

export type Stack = {
  appPort: number;
  appURL: string;
  smtpPort: number;
  smtpHttpPort: number;
  smtpSinkURL: string;
  molliePort: number;
  mollieURL: string;
  datatransPort: number;
};

export function stack(index: number): Stack {
  const appPort = firstPort + index * 10;
  return {
    appPort,
    appURL: `http://127.0.0.1:${appPort}`,
    smtpPort: appPort + 99,
    smtpHttpPort: appPort + 100,
    smtpSinkURL: `http://127.0.0.1:${appPort + 100}`,
    molliePort: appPort + 101,
    mollieURL: `http://127.0.0.1:${appPort + 101}`,
    datatransPort: appPort + 102,
  };
}

export const stacks = Array.from({ length: E2E_WORKERS }, (_, index) => stack(index));

/** The stack of the worker running the current test. */
export function currentStack(): Stack {
  return stack(test.info().parallelIndex);
}
