import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredPaymentMethods, servablePaymentPlugins } from '../../src/domain/checkout/payment-methods.js';
import { initDataFromEntries, initResponseSchema } from '../../src/domain/schemas/init.js';
import type { PublicConfig } from '../../src/domain/schemas/public-config.js';
import { createPaymentProviders } from '../../src/server/integrations/payments/registry.js';
import { fakeMollieApiKey, startFakeMollie, type FakeMollie } from '../support/fake-mollie.js';
import { loadDemo, postOrder, takeawayOrder } from './order-fixtures.js';
import { signInAs } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/** What the storefront's checkout at Dornbirn offers, computed from the answers it loads. */
async function offeredAtDornbirn(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/init' });
  const init = initDataFromEntries(initResponseSchema.parse(response.json()).data);
  const dornbirn = init['/api/branches'].find((branch) => branch.identifier === 'dornbirn');
  if (dornbirn === undefined) throw new Error('No demo branch dornbirn.');
  return offeredPaymentMethods(dornbirn, servablePaymentPlugins(init['/api/config']), 'order');
}

const readConfig = async (t: TestApp): Promise<PublicConfig> =>
  (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;

describe.each(testDatabases)('online payment providers in the public config on $name', (target) => {
  describe('a server without provider credentials (plain npm start)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => t?.close());

    it('names no online provider, though the shop and Dornbirn switch Mollie on', async () => {
      const config = await readConfig(t);
      expect(config.enablePluginMollie).toBe(true);
      expect(config.onlinePaymentProviders).toEqual([]);
      const init = (await t.app.inject({ method: 'GET', url: '/api/init' })).json().data;
      expect(init[0]).toMatchObject({ url: '/api/config', data: { onlinePaymentProviders: [] } });
    });

    it('so the checkout offers only what the server takes: Mollie would be refused', async () => {
      expect(await offeredAtDornbirn(t)).not.toContain('mollie');
      const demo = await loadDemo(t.app);
      const refused = await postOrder(t.app, takeawayOrder(demo, { paymentMethod: 'mollie' }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'paymentMethod' })]);
    });

    it('keeps the providers out of the saved settings: an admin saving the answer back changes nothing', async () => {
      const { onlinePaymentProviders, ...settings } = await readConfig(t);
      expect(onlinePaymentProviders).toEqual([]);
      const admin = await signInAs(t, { email: 'chefin@cafe.example', roles: ['ROLE_ADMIN'] });
      const saved = await admin.request({
        method: 'POST',
        url: '/api/config',
        payload: { ...settings, onlinePaymentProviders: ['mollie', 'datatrans'] },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual(settings);
      expect(await readConfig(t)).toEqual({ ...settings, onlinePaymentProviders: [] });
    });
  });

  describe('a server with the (fake) Mollie configured', () => {
    let t: TestApp;
    let mollie: FakeMollie;
    beforeAll(async () => {
      mollie = await startFakeMollie();
      const payments = createPaymentProviders(
        {
          MOLLIE_API_KEY: fakeMollieApiKey,
          MOLLIE_API_URL: mollie.url,
          // Datatrans stays unconfigured: its addresses alone are no credentials.
          DATATRANS_API_URL: 'https://api.datatrans.com',
          DATATRANS_PAY_URL: 'https://pay.datatrans.com',
        },
        { timeoutMs: 3_000 },
      );
      t = await createTestApp(target, { deps: { payments } });
    });
    afterAll(async () => {
      await t?.close();
      await mollie?.close();
    });

    it('names Mollie, and the checkout offers it, and the server takes it', async () => {
      expect((await readConfig(t)).onlinePaymentProviders).toEqual(['mollie']);
      expect(await offeredAtDornbirn(t)).toContain('mollie');
      const demo = await loadDemo(t.app);
      const placed = await postOrder(t.app, takeawayOrder(demo, { paymentMethod: 'mollie' }));
      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.paymentRedirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);
    });
  });
});
