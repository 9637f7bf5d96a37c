import { configSchema, type Config } from '../../../domain/schemas/config.js';
import type { Db } from '../../db/client.js';
import { readConfigRow } from './queries.js';

/** What a shop without any settings shows; every stored setting overrides its default. */
export const defaultConfig: Config = {
  title: 'Tischlein',
  seoTitle: '',
  seoDescription: '',
  description: '',
  shopName: 'Tischlein',
  businessName: '',
  website: '',
  currency: 'EUR',
  defaultDeliveryMethod: null,
  termsAndConditions: '',
  termsAndConditionsText: '',
  privacyPolicy: '',
  privacyPolicyText: '',
  imprint: '',
  imprintText: '',
  allergens: '',
  allergensText: '',
  mapboxZoom: 19,
  mapboxPitch: 55,
  mapboxBearing: -85,
  mapStyleUrl: '',
  restrictedAppointmentDays: [],
  disableTickets: false,
  enablePluginPWA: false,
  enablePluginToolbar: true,
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePluginMapbox: false,
  enablePluginCategoryBar: true,
  enablePluginSms: false,
  enablePluginDonations: false,
  enablePluginATMCard: false,
  enablePluginHydroAGVoucher: false,
  enablePluginMollie: false,
  enablePluginDatatrans: false,
  enablePluginCash: true,
  enablePluginFrontdesk: false,
  enablePluginOrderReviews: false,
  socialLinks: [],
};

export async function getConfig(db: Db): Promise<Config> {
  const stored = await readConfigRow(db);
  // Settings added by later versions fall back to their defaults instead of breaking older rows.
  return configSchema.parse({ ...defaultConfig, ...stored });
}
