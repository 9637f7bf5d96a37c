import { fakeMollieApiKey } from '../../support/fake-mollie.js';

// Beside the app's port, so a second run with another E2E_PORT takes other fake ports as well.
const appPort = Number(process.env.E2E_PORT ?? 3100);
export const FAKE_MOLLIE_PORT = appPort + 101;
export const FAKE_DATATRANS_PORT = appPort + 102;

/** The fake Mollie the browser suite's server pays with (tests/support/start-fake-providers.ts). */
export const FAKE_MOLLIE_URL = `http://127.0.0.1:${FAKE_MOLLIE_PORT}`;

/** What the app needs to talk to the fake Mollie (README, "Settings"). */
export const fakeMollieEnv = { MOLLIE_API_KEY: fakeMollieApiKey, MOLLIE_API_URL: FAKE_MOLLIE_URL };
