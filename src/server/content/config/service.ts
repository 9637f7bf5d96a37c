import { configSchema, type Config } from '../../../domain/schemas/config.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../organisation/index.js';
import { sanitizeRichText } from '../sections/sanitize-rich-text.js';
import { recordChange } from '../../organisation/index.js';
import { isCurrencyCode } from '../../../domain/money/currency.js';
import { defaultTheme } from '../../../domain/theme/shop-theme.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import { HttpError } from '../../http/http-error.js';
import { currentImages } from '../images/image-lookup.js';
import { readConfigText, writeConfigRow } from './queries.js';

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
  logo: null,
  ...defaultTheme,
  fontFamily: '',
  googleTagManagerId: '',
  metaPixelId: '',
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
  orderReminderMinutes: 5,
  orderAutoRejectMinutes: 20,
};

/** The settings the storefront renders as HTML: the shop's description and its legal texts. */
export const richTextSettings = [
  'description',
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
] as const;

/** Through the one sanitiser, on write and again on read: whatever got into the row, no script leaves. */
function withSanitizedRichText(config: Config): Config {
  const sanitized = { ...config };
  for (const key of richTextSettings) {
    if (sanitized[key].includes('<')) sanitized[key] = sanitizeRichText(sanitized[key]);
  }
  return sanitized;
}

/**
 * The last stored text and what it gave. Orders, receipts and e-mails read the settings each time (another
 * instance may have saved them), but sanitising the legal texts took milliseconds per order (issue 26's
 * rush): the same text gives the same settings.
 */
let parsed: { text: string | undefined; config: Config } | undefined;

function parseStoredConfig(text: string | undefined): Config {
  if (parsed !== undefined && parsed.text === text) return parsed.config;
  const stored = (text === undefined ? {} : JSON.parse(text)) as Partial<Record<keyof Config, unknown>>;
  // Settings added by later versions fall back to their defaults instead of breaking older rows, and so
  // does a currency saved before only ISO 4217 codes were accepted: receipts and mails could not print it.
  const currency =
    typeof stored.currency === 'string' && isCurrencyCode(stored.currency)
      ? stored.currency
      : defaultConfig.currency;
  const config = withSanitizedRichText(configSchema.parse({ ...defaultConfig, ...stored, currency }));
  parsed = { text, config };
  return config;
}

export async function getConfig(db: Db): Promise<Config> {
  const config = parseStoredConfig(await readConfigText(db));
  return { ...config, logo: await currentLogo(db, config.logo) };
}

/**
 * The logo as the media hold it now: a replaced picture brings its new version and size (the page reserves
 * the right space), a deleted one leaves the shop name in its place.
 */
async function currentLogo(db: Db, logo: Config['logo']): Promise<Config['logo']> {
  if (logo === null) return null;
  return (await currentImages(db, [logo.id])).get(logo.id) ?? null;
}

/** A logo must be one of the media; 422 names the field otherwise. */
export async function assertLogoExists(db: Db, logo: Config['logo']): Promise<void> {
  if (logo !== null && (await currentLogo(db, logo)) === null)
    throw new HttpError(422, notFoundMessage('Das Bild'), 'logo');
}

/** Replaces the configuration, logged with the settings before and after in the same transaction. */
export async function saveConfig(db: Db, value: Config, actor: Actor): Promise<Config> {
  return db.transaction(async (tx) => {
    const before = await getConfig(tx);
    const id = await writeConfigRow(tx, withSanitizedRichText(value));
    const after = await getConfig(tx);
    await recordChange(tx, {
      userId: actor.user.id,
      action: 'update',
      entity: 'config',
      entityId: id,
      before,
      after,
      at: actor.now,
    });
    return after;
  });
}
