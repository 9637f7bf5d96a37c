import type { Config } from '../../../domain/schemas/config.js';
import type { NavigationItem } from '../../../domain/schemas/content.js';
import type { blocks, redirects, sites } from '../schema/index.js';
import { defaultTheme } from '../../../domain/theme/shop-theme.js';
import { branchSize, palettes, type Illustration, type Motif, type Palette } from './images.js';
import {
  allergensHtml,
  demoCompany,
  imprintHtml,
  privacyPolicyHtml,
  termsAndConditionsHtml,
} from './legal-pages.js';
import { aboutSections } from './about-sections.js';
import type { ImageLookup } from './image-lookup.js';

/** Finds a stored demo image by its illustration key. */

type SiteRow = Omit<typeof sites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type BlockRow = Omit<typeof blocks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const legalPaths = {
  termsAndConditions: 'site/terms-and-conditions',
  privacyPolicy: 'site/privacy',
  imprint: 'site/imprint',
  allergens: 'site/allergens',
} as const;
export const aboutPath = 'ueber-uns';

const contentImage = (
  key: string,
  title: string,
  alt: string,
  motif: Motif,
  palette: Palette,
): Illustration => ({
  key,
  title,
  alt,
  motif,
  palette,
  ...branchSize,
});

export const demoContentImages: Illustration[] = [
  contentImage(
    'content-hero',
    'Café Tischlein',
    'Vorarlberger Berge im Morgenlicht',
    'mountains',
    palettes.alpine,
  ),
  contentImage(
    'content-backstube',
    'Unsere Backstube',
    'Brotlaib aus der Backstube',
    'bread',
    palettes.wheat,
  ),
  contentImage('content-vitrine', 'Die Tortenvitrine', 'Torten in der Vitrine', 'cake', palettes.berry),
  contentImage(
    'content-1962',
    'Dornbirn 1962',
    'Die erste Filiale am Marktplatz',
    'storefront',
    palettes.slate,
  ),
];

export function demoConfig(now: Date): Config {
  const year = now.getUTCFullYear();
  return {
    title: 'Willkommen bei Café Tischlein',
    seoTitle: 'Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg',
    seoDescription:
      'Brot, Gebäck, Torten und Frühstück aus Dornbirn, Bregenz und Feldkirch. Online bestellen zur Abholung, ' +
      'zur Lieferung oder direkt an den Tisch.',
    description:
      '<p>Wählen Sie Ihren Standort und bestellen Sie zur Abholung, zur Lieferung oder direkt an Ihren Tisch.</p>',
    shopName: 'Café Tischlein',
    businessName: demoCompany.name,
    website: 'https://www.cafe-tischlein.example',
    currency: 'EUR',
    defaultDeliveryMethod: 'takeaway',
    termsAndConditions: `/${legalPaths.termsAndConditions}`,
    termsAndConditionsText: termsAndConditionsHtml,
    privacyPolicy: `/${legalPaths.privacyPolicy}`,
    privacyPolicyText: privacyPolicyHtml,
    imprint: `/${legalPaths.imprint}`,
    imprintText: imprintHtml,
    allergens: `/${legalPaths.allergens}`,
    allergensText: allergensHtml,
    mapboxZoom: 19,
    mapboxPitch: 55,
    mapboxBearing: -85,
    mapStyleUrl: '',
    logo: null,
    ...defaultTheme,
    fontFamily: '',
    googleTagManagerId: '',
    metaPixelId: '',
    restrictedAppointmentDays: [
      { date: `${year}-12-24`, isClosed: false, description: 'Heiligabend: Frühstück nur bis 11 Uhr.' },
      { date: `${year}-12-31`, isClosed: true, description: 'Silvester: keine Frühstücksreservierungen.' },
    ],
    disableTickets: false,
    enablePluginPWA: true,
    enablePluginToolbar: true,
    enablePluginHomePage: false,
    enablePluginSearch: true,
    enablePluginTags: true,
    enablePluginMapbox: false,
    enablePluginCategoryBar: true,
    enablePluginSms: false,
    enablePluginDonations: true,
    enablePluginATMCard: true,
    enablePluginHydroAGVoucher: true,
    enablePluginMollie: true,
    enablePluginDatatrans: true,
    enablePluginCash: true,
    enablePluginFrontdesk: true,
    enablePluginOrderReviews: true,
    orderReminderMinutes: 5,
    orderAutoRejectMinutes: 20,
    socialLinks: [
      { label: 'Instagram', url: 'https://www.instagram.com/' },
      { label: 'Facebook', url: 'https://www.facebook.com/' },
    ],
  };
}

const legalSite = (
  path: string,
  name: string,
  title: string,
  description: string,
  html: string,
): SiteRow => ({
  path,
  type: 'default',
  name,
  title,
  description,
  isPublic: true,
  content: { body: [{ type: 'text', value: html }] },
});

export function demoSites(image: ImageLookup): SiteRow[] {
  return [
    legalSite(
      legalPaths.termsAndConditions,
      'AGB',
      'Allgemeine Geschäftsbedingungen',
      'Bedingungen für Online-Bestellungen bei Café Tischlein.',
      termsAndConditionsHtml,
    ),
    legalSite(
      legalPaths.privacyPolicy,
      'Datenschutz',
      'Datenschutzerklärung',
      'Wie Café Tischlein Ihre Daten verarbeitet.',
      privacyPolicyHtml,
    ),
    legalSite(legalPaths.imprint, 'Impressum', 'Impressum', 'Angaben zum Unternehmen.', imprintHtml),
    legalSite(
      legalPaths.allergens,
      'Allergene',
      'Allergeninformation',
      'Die 14 Hauptallergene und ihre Kennzeichnung.',
      allergensHtml,
    ),
    {
      path: aboutPath,
      type: 'custom_site',
      name: 'Über uns',
      title: 'Über uns',
      description: 'Bäckerei, Konditorei und Kaffeehaus in Vorarlberg – seit 1962.',
      isPublic: true,
      content: { body: aboutSections(image) },
    },
  ];
}

export function demoBlocks(image: ImageLookup): BlockRow[] {
  return [
    {
      identifier: 'news',
      isPublic: true,
      content: {
        body: [
          {
            type: 'text',
            value:
              '<p><strong>Neu in Dornbirn:</strong> Wir liefern jetzt auch am Abend von 17 bis 21 Uhr. ' +
              'Ab 25 € Bestellwert ist die Lieferung im Zentrum kostenlos.</p>',
          },
        ],
        link: { linkUrl: '/store/dornbirn', linkLabel: 'Jetzt bestellen' },
      },
    },
    {
      identifier: 'breakfast',
      isPublic: true,
      content: {
        body: [
          {
            type: 'appointment',
            value: {
              title: 'Wann möchten Sie frühstücken?',
              text: '<p>Frühstück für Gruppen ab vier Personen in unserem Stammhaus am Dornbirner Marktplatz.</p>',
              branch: 'dornbirn',
              seatsPerSlot: 24,
            },
          },
          {
            type: 'customers',
            value: {
              title: 'Wie viele Personen kommen?',
              text: '',
              groups: [{ name: 'Erwachsene' }, { name: 'Kinder bis 12 Jahre' }],
            },
          },
          {
            type: 'breakfast',
            value: {
              title: 'Welches Frühstück darf es sein?',
              text: '<p>Wählen Sie für jede Person ein Frühstück.</p>',
              types: [
                {
                  value: {
                    text: 'Wiener Frühstück',
                    description:
                      '<p>Kaisersemmel, Croissant, Butter, Marmelade, weiches Ei und Heißgetränk.</p>',
                    image: image('product-wiener-fruehstueck'),
                  },
                },
                {
                  value: {
                    text: 'Vorarlberger Bauernfrühstück',
                    description: '<p>Bergkäse, Speck, Spiegelei, Bauernbrot und Heißgetränk.</p>',
                    image: image('product-bauernfruehstueck'),
                  },
                },
                {
                  value: {
                    text: 'Veganes Frühstück',
                    description: '<p>Avocado-Sauerteigbrot, Hummus, Obst und Chai Latte mit Hafermilch.</p>',
                    image: image('product-avocado-brot'),
                  },
                },
                { value: { text: 'Kinderfrühstück' } },
              ],
            },
          },
          {
            type: 'summary',
            value: { title: 'Ihre Reservierung', text: '<p>Bitte prüfen Sie Ihre Angaben.</p>' },
          },
          {
            type: 'data',
            value: {
              title: 'Ihre Kontaktdaten',
              text: '<p>Wir bestätigen Ihre Reservierung per E-Mail.</p>',
            },
          },
          {
            type: 'thankYou',
            value: {
              text:
                '<p>Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb eines Werktags mit einer ' +
                'Bestätigung.</p>',
              icon: 'check',
            },
          },
        ],
        link: null,
      },
    },
  ];
}

/** Site and branch items point at ids, so they follow renames of paths and names. */
export function demoNavigations(
  siteId: (path: string) => number,
  branches: readonly { id: number; name: string }[],
): { identifier: string; items: NavigationItem[] }[] {
  const item = (
    type: NavigationItem['type'],
    target: string | null,
    label: string,
    children: NavigationItem[] = [],
    isEnabled = true,
  ): NavigationItem => ({ type, target, label, isEnabled, children });
  const branchItems = branches.map((branch) => item('branch', String(branch.id), branch.name));
  return [
    {
      identifier: 'header-navigation',
      items: [
        item('home', null, 'Start'),
        item('link', '/', 'Standorte', branchItems),
        item('site', String(siteId(aboutPath)), 'Über uns'),
        item('link', '/fruehstueck-buchen', 'Frühstück buchen'),
      ],
    },
    {
      identifier: 'footer-navigation',
      items: [
        item('site', String(siteId(aboutPath)), 'Über uns'),
        item('site', String(siteId(legalPaths.allergens)), 'Allergene'),
        item('link', 'https://www.instagram.com/', 'Instagram'),
        // Prepared by the operator but not published yet.
        item('link', '/site/karriere', 'Karriere', [], false),
      ],
    },
  ];
}

export const demoRedirects: Omit<typeof redirects.$inferInsert, 'id'>[] = [
  { path: 'agb', target: `/${legalPaths.termsAndConditions}`, statusCode: 301 },
  { path: 'datenschutz', target: `/${legalPaths.privacyPolicy}`, statusCode: 301 },
  { path: 'impressum', target: `/${legalPaths.imprint}`, statusCode: 301 },
  { path: 'speisekarte', target: '/store/dornbirn', statusCode: 302 },
];
