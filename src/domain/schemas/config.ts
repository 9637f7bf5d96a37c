import { z } from 'zod';
import { currencySchema } from '../money/currency.js';
import { defaultTheme, HEX_COLOUR } from '../theme/shop-theme.js';
import { imageSchema } from './common.js';

const themeColour = (fallback: string) =>
  z
    .string()
    .regex(HEX_COLOUR, { error: 'Bitte geben Sie eine Farbe der Form #1a2b3c an.' })
    .default(fallback);

export const restrictedAppointmentDaySchema = z.object({
  date: z.string(),
  isClosed: z.boolean(),
  description: z.string(),
});

export const configSchema = z.object({
  title: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  description: z.string(),
  shopName: z.string(),
  businessName: z.string(),
  website: z.string(),
  currency: currencySchema,
  defaultDeliveryMethod: z.enum(['takeaway', 'delivery', 'dineIn']).nullable(),
  termsAndConditions: z.string(),
  termsAndConditionsText: z.string(),
  privacyPolicy: z.string(),
  privacyPolicyText: z.string(),
  imprint: z.string(),
  imprintText: z.string(),
  allergens: z.string(),
  allergensText: z.string(),
  mapboxZoom: z.number(),
  mapboxPitch: z.number(),
  mapboxBearing: z.number(),
  mapStyleUrl: z.string(),
  /** The shop's logo, chosen from the media: the header and the extended footer show it instead of the name. */
  logo: imageSchema.nullable().default(null).meta({ editor: 'image' }),
  /** The shop's theme (ADR 040): colours and corner radius the storefront takes as CSS custom properties. */
  themeTextColor: themeColour(defaultTheme.themeTextColor),
  themeStrongColor: themeColour(defaultTheme.themeStrongColor),
  themeBackgroundColor: themeColour(defaultTheme.themeBackgroundColor),
  themeRadius: z.number().int().min(0).max(16).default(defaultTheme.themeRadius),
  /** The storefront's font, one of GET /api/fonts; empty keeps the theme's monospace. */
  fontFamily: z.string().max(100).default('').meta({ editor: 'fontFamily' }),
  /** Third-party scripts, loaded only after the guest accepts cookies: Google Tag Manager and the Meta pixel. */
  googleTagManagerId: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, { error: 'Bitte geben Sie eine Kennung der Form GTM-XXXXXXX an.' })
    .default(''),
  metaPixelId: z
    .string()
    .regex(/^(\d{6,20})?$/, { error: 'Bitte geben Sie die Pixel-ID als Ziffernfolge an.' })
    .default(''),
  restrictedAppointmentDays: z.array(restrictedAppointmentDaySchema),
  disableTickets: z.boolean(),
  enablePluginPWA: z.boolean(),
  enablePluginToolbar: z.boolean(),
  enablePluginHomePage: z.boolean(),
  enablePluginSearch: z.boolean(),
  enablePluginTags: z.boolean(),
  enablePluginMapbox: z.boolean(),
  enablePluginCategoryBar: z.boolean(),
  enablePluginSms: z.boolean(),
  enablePluginDonations: z.boolean(),
  enablePluginATMCard: z.boolean(),
  enablePluginHydroAGVoucher: z.boolean(),
  enablePluginMollie: z.boolean(),
  enablePluginDatatrans: z.boolean(),
  enablePluginCash: z.boolean(),
  enablePluginFrontdesk: z.boolean(),
  enablePluginOrderReviews: z.boolean(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Minutes an order may wait unanswered before it counts as missed and the branch is reminded. */
  orderReminderMinutes: z.number().int().min(1).max(240),
  /** Minutes after which an order nobody answered is rejected for the guest (and refunded). */
  orderAutoRejectMinutes: z.number().int().min(2).max(1440),
});
export type Config = z.infer<typeof configSchema>;
