import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from '../../../../tests/support/fake-sms.js';
import { createSmsGateway, normalisePhone, smsNotConfigured } from './http-sms-gateway.js';

describe('normalisePhone', () => {
  it('writes numbers as +<digits>', () => {
    expect(normalisePhone('+43 5572 203140')).toBe('+435572203140');
    expect(normalisePhone('0043 (664) 123-45-67')).toBe('+436641234567');
    expect(normalisePhone('05572 203140')).toBe('05572203140');
  });
});

describe('HTTP SMS gateway', () => {
  let provider: FakeSms;
  beforeAll(async () => {
    provider = await startFakeSms();
  });
  afterAll(async () => provider?.close());

  const sms = { to: '+43 664 1234567', text: 'Neue Bestellung', from: 'Tischlein' };

  it('posts JSON with the bearer token and records the provider id', async () => {
    const outcome = await createSmsGateway({ apiUrl: provider.url, token: 't0k' }).send(sms);
    expect(outcome).toMatchObject({ ok: true, providerMessageId: expect.stringMatching(/^sms-\d+$/) });
    expect(provider.received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer t0k', 'content-type': 'application/json' },
      body: { to: '+436641234567', text: 'Neue Bestellung', from: 'Tischlein' },
    });
  });

  it('uses the configured sender over the message own', async () => {
    await createSmsGateway({ apiUrl: provider.url, sender: '+4355720' }).send(sms);
    expect(provider.received.at(-1)?.body.from).toBe('+4355720');
  });

  it('treats a refused request as final and an outage or rate limit as worth a retry', async () => {
    const gateway = createSmsGateway({ apiUrl: provider.url });
    for (const [status, permanent] of [
      [400, true],
      [429, false],
      [502, false],
    ] as const) {
      provider.failNext(status);
      const outcome = await gateway.send(sms);
      expect(outcome).toMatchObject({ ok: false, permanent });
      expect(outcome.providerStatus).toMatch(new RegExp(`^HTTP ${status} `));
    }
  });

  it('reports an unreachable provider as retryable and a missing one as not configured', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const unreachable = await createSmsGateway({ apiUrl: `http://127.0.0.1:${port}/sms` }).send(sms);
    expect(unreachable).toMatchObject({ ok: false, permanent: false });
    expect(unreachable.providerStatus).toContain('ECONNREFUSED');
    expect(await createSmsGateway({}).send(sms)).toEqual({
      ok: false,
      providerStatus: smsNotConfigured,
      permanent: true,
    });
  });
});
