import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/config/env.js';
import { createPaymentProviders } from '../../src/server/integrations/payments/registry.js';
import { startFakeDatatrans, type FakeDatatrans } from '../support/fake-datatrans.js';
import { startFakeMollie, type FakeMollie } from '../support/fake-mollie.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

let mollie: FakeMollie;
let datatrans: FakeDatatrans;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [mollie, datatrans, receiver] = await Promise.all([
    startFakeMollie(),
    startFakeDatatrans(),
    startWebhookReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all([mollie.close(), datatrans.close(), receiver.close()]);
});

const bothConfigured = () =>
  readEnv({
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.url,
    DATATRANS_MERCHANT_ID: datatrans.merchantId,
    DATATRANS_PASSWORD: datatrans.password,
    DATATRANS_SIGN_KEY: datatrans.signKey,
    DATATRANS_API_URL: datatrans.url,
    DATATRANS_PAY_URL: datatrans.url,
  });

const order = () => ({
  orderId: 7,
  orderUid: 'q1w2e3r4t5',
  amount: 2450,
  currency: 'EUR',
  description: 'Bestellung 3',
  returnUrl: 'http://shop.test/return',
  errorUrl: 'http://shop.test/error',
  webhookUrl: `${receiver.url}/webhook`,
});

describe('payment configuration from the environment', () => {
  it('defaults to the real providers and to this machine as the public origin', () => {
    const env = readEnv({ PORT: '4100' });
    expect(env).toMatchObject({
      MOLLIE_API_URL: 'https://api.mollie.com',
      DATATRANS_API_URL: 'https://api.datatrans.com',
      DATATRANS_PAY_URL: 'https://pay.datatrans.com',
      PUBLIC_BASE_URL: 'http://127.0.0.1:4100',
    });
    expect(env.MOLLIE_API_KEY).toBeUndefined();
  });

  it('takes the public origin as given, without a trailing slash', () => {
    expect(readEnv({ PUBLIC_BASE_URL: 'https://bestellen.example.at/' }).PUBLIC_BASE_URL).toBe(
      'https://bestellen.example.at',
    );
  });

  it.each([
    ['MOLLIE_API_KEY', 'access_abc', 'test_ oder live_'],
    ['DATATRANS_SIGN_KEY', 'xyz', 'hexadezimal'],
    ['DATATRANS_SIGN_KEY', 'abc', 'hexadezimal'],
    ['PUBLIC_BASE_URL', 'bestellen.example.at', 'PUBLIC_BASE_URL'],
    ['MOLLIE_API_URL', 'not a url', 'MOLLIE_API_URL'],
  ])('stops the start for %s=%j', (name, value, text) => {
    expect(() => readEnv({ [name]: value })).toThrow(text);
  });
});

describe('createPaymentProviders', () => {
  it('offers no online payment without credentials', () => {
    const providers = createPaymentProviders(readEnv({}));
    expect(providers.get('mollie')).toBeUndefined();
    expect(providers.get('datatrans')).toBeUndefined();
  });

  it('offers each configured provider, talking to the configured base URL', async () => {
    const providers = createPaymentProviders(bothConfigured());
    const mollieProvider = providers.get('mollie');
    const datatransProvider = providers.get('datatrans');
    expect(mollieProvider?.name).toBe('mollie');
    expect(datatransProvider?.name).toBe('datatrans');

    const molliePayment = await mollieProvider?.createPayment(order());
    expect(mollie.payment(molliePayment?.providerId ?? '')?.amount).toEqual({
      currency: 'EUR',
      value: '24.50',
    });
    const datatransPayment = await datatransProvider?.createPayment(order());
    expect(datatransPayment?.redirectUrl).toBe(`${datatrans.url}/v1/start/${datatransPayment?.providerId}`);
  });

  it('offers Mollie alone', () => {
    const providers = createPaymentProviders(
      readEnv({ MOLLIE_API_KEY: mollie.apiKey, MOLLIE_API_URL: mollie.url }),
    );
    expect(providers.get('mollie')).toBeDefined();
    expect(providers.get('datatrans')).toBeUndefined();
  });

  it('refuses half a Datatrans configuration, naming what is missing', () => {
    const env = readEnv({ DATATRANS_MERCHANT_ID: '1100099999', DATATRANS_PASSWORD: 'secret' });
    expect(() => createPaymentProviders(env)).toThrow(
      'Datatrans is half configured: set DATATRANS_SIGN_KEY as well, or none of DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD, DATATRANS_SIGN_KEY.',
    );
  });

  it('verifies Datatrans webhooks with the configured key', async () => {
    const providers = createPaymentProviders(bothConfigured());
    const created = await providers.get('datatrans')?.createPayment(order());
    datatrans.setStatus(created?.providerId ?? '', 'settled');
    await datatrans.sendWebhook(created?.providerId ?? '');
    const webhook = receiver.received.at(-1);
    const header = webhook?.headers['datatrans-signature'] as string;

    expect(providers.verifyDatatransWebhook(header, webhook?.body ?? '', new Date())).toBe(true);
    expect(providers.verifyDatatransWebhook(header, `${webhook?.body ?? ''} `, new Date())).toBe(false);
    expect(providers.verifyDatatransWebhook(undefined, webhook?.body ?? '', new Date())).toBe(false);
    const withoutDatatrans = createPaymentProviders(readEnv({ MOLLIE_API_KEY: mollie.apiKey }));
    expect(withoutDatatrans.verifyDatatransWebhook(header, webhook?.body ?? '', new Date())).toBe(false);
  });

  it('applies the timeout it is given', async () => {
    const providers = createPaymentProviders(bothConfigured(), { timeoutMs: 100 });
    mollie.stallNext(800);
    await expect(providers.get('mollie')?.fetchState('tr_any')).rejects.toThrow(
      'did not answer within 100 ms',
    );
  });
});
