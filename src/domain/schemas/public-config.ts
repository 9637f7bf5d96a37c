import { z } from 'zod';
import { configSchema } from './config.js';

/** The online payment methods, each paid through its own provider. */
export const onlinePaymentProviderSchema = z.enum(['mollie', 'datatrans']);
export type OnlinePaymentProvider = z.infer<typeof onlinePaymentProviderSchema>;

/**
 * What GET /api/config (and its entry in /api/init) answers: the shop's settings and the online payment
 * providers this server holds credentials for. The providers are the server's environment, not a setting,
 * so the body of POST /api/config stays the plain config schema and ignores them.
 */
export const publicConfigSchema = configSchema.extend({
  onlinePaymentProviders: z.array(onlinePaymentProviderSchema),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
