import { fakeDatatransCredentials, startFakeDatatrans } from './fake-datatrans.js';
import { fakeMollieApiKey, startFakeMollie } from './fake-mollie.js';

/**
 * Runs the fake Mollie and Datatrans for the browser suite or by hand, until SIGINT or SIGTERM:
 *
 *   FAKE_MOLLIE_PORT=3201 FAKE_DATATRANS_PORT=3202 npx tsx tests/support/start-fake-providers.ts
 *
 * Ports default to 0 (any free port). Datatrans starts first, so once GET {mollie}/_test/health answers
 * (the URL a Playwright webServer waits for) both are up. Prints the environment the app needs.
 */
function port(name: string): number {
  const value = Number(process.env[name] ?? 0);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} is not a port: ${process.env[name]}`);
  return value;
}

const datatrans = await startFakeDatatrans({ port: port('FAKE_DATATRANS_PORT') });
const mollie = await startFakeMollie({ port: port('FAKE_MOLLIE_PORT') });

console.log(`Fake Mollie: ${mollie.url}`);
console.log(`Fake Datatrans: ${datatrans.url}`);
console.log(
  [
    `MOLLIE_API_KEY=${fakeMollieApiKey}`,
    `MOLLIE_API_URL=${mollie.url}`,
    `DATATRANS_MERCHANT_ID=${fakeDatatransCredentials.merchantId}`,
    `DATATRANS_PASSWORD=${fakeDatatransCredentials.password}`,
    `DATATRANS_SIGN_KEY=${fakeDatatransCredentials.signKey}`,
    `DATATRANS_API_URL=${datatrans.url}`,
    `DATATRANS_PAY_URL=${datatrans.url}`,
  ].join('\n'),
);

const stop = async () => {
  await Promise.all([mollie.close(), datatrans.close()]);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
