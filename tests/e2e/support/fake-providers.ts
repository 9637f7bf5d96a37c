import { fakeMollieApiKey } from '../../support/fake-mollie.js';
import { currentStack, type Stack } from './stacks.js';

/** The fake Mollie the current worker's server pays with (tests/support/start-fake-providers.ts). */
export function fakeMollieURL(): string {
  return currentStack().mollieURL;
}

/** What the app needs to talk to its stack's fake Mollie (README, "Settings"). */
export function fakeMollieEnv(stack: Stack) {
  return { MOLLIE_API_KEY: fakeMollieApiKey, MOLLIE_API_URL: stack.mollieURL };
}
