import type { Image } from '../../../domain/schemas/common.js';
import type { Config } from '../../../domain/schemas/config.js';
import type { NavigationItem, Section } from '../../../domain/schemas/content.js';
import type { blocks, redirects, sites } from '../schema/index.js';
import { branchSize, palettes, type Illustration, type Motif, type Palette } from './images.js';
import {
  allergensHtml,
  demoCompany,
  imprintHtml,
  privacyPolicyHtml,
  termsAndConditionsHtml,
} from './legal-pages.js';

/** Finds a stored demo image by its illustration key. */
export type ImageLookup = (key: string) => Image;

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

type Link = {
  linkUrl: string;
  linkType: 'internal' | 'external';
  linkDirection: 'right' | 'left';
  linkLabel: string;
};
const internalLink = (linkUrl: string, linkLabel: string): Link => ({
  linkUrl,
  linkType: 'internal',
  linkDirection: 'right',
  linkLabel,
});

/**
 * 'Über uns' shows every section type of the storefront spec once, so each renderer has real content.
 * Values: HTML in `text`, images as the API's image objects, links as { linkUrl, linkType, linkDirection,
 * linkLabel }, an optional `color`.
 */
function aboutSections(image: ImageLookup): Section[] {
  const teaserText =
    'Jeden Morgen um drei Uhr beginnt in Dornbirn der Tag unserer Bäckerinnen und Bäcker. Der Sauerteig ' +
    'reift über Nacht, die Semmeln werden noch von Hand geschlagen, und bevor die erste Filiale öffnet, sind ' +
    'alle drei Läden mit frischem Brot beliefert.';
  return [
    {
      type: 'hero',
      value: {
        title: 'Seit 1962 mit Liebe gebacken',
        text: '<p>Bäckerei, Konditorei und Kaffeehaus in Dornbirn, Bregenz und Feldkirch.</p>',
        image: image('content-hero'),
        color: 'black',
        link: internalLink('/store/dornbirn', 'Jetzt bestellen'),
      },
    },
    {
      type: 'sectionIntroductionMain',
      value: {
        title: 'Café Tischlein',
        subtitle: 'Bäckerei · Konditorei · Kaffeehaus',
        text: '<p>Drei Generationen, drei Standorte, ein Anspruch: ehrliches Handwerk aus dem Ländle.</p>',
      },
    },
    {
      type: 'sectionIntroduction',
      value: {
        title: 'Handwerk aus dem Ländle',
        text: '<p>Mehl aus der Region, Milch von Bregenzerwälder Sennereien und Obst aus dem Rheintal.</p>',
        color: 'grey',
      },
    },
    {
      type: 'sectionText',
      value: {
        title: 'Unsere Backstube',
        text:
          '<p>Unser Brot bekommt Zeit: <strong>24 Stunden Teigruhe</strong> für das Bauernbrot, ' +
          'Natursauerteig statt Backmischungen.</p><ul><li>Ohne Zusatzstoffe</li>' +
          '<li>Glutenfreier Ofen für Buchweizenbrot</li><li>Reste gehen an die Lebensmittelhilfe</li></ul>',
      },
    },
    {
      type: 'sectionTwoColumns',
      value: {
        columns: [
          {
            title: 'Frühstück',
            text: '<p>Bis 11:30 Uhr, am Wochenende bis 14 Uhr – auch zum Mitnehmen.</p>',
          },
          {
            title: 'Mittagstisch',
            text: '<p>Montag bis Freitag von 11 bis 14 Uhr in Dornbirn und Feldkirch.</p>',
          },
        ],
      },
    },
    {
      type: 'sectionThreeColumns',
      value: {
        columns: [
          { title: 'Dornbirn', text: '<p>Marktplatz 7 – unser Stammhaus mit Terrasse.</p>' },
          { title: 'Bregenz', text: '<p>Kornmarktstraße 12 – Bäckerei mit Stehcafé.</p>' },
          { title: 'Feldkirch', text: '<p>Marktgasse 9 – Kaffeehaus unter den Lauben.</p>' },
        ],
      },
    },
    {
      type: 'sectionMediaText',
      value: {
        title: 'Brot mit Zeit',
        text: '<p>Warum unser Bauernbrot einen ganzen Tag braucht, erklärt Bäckermeister Josef Tischler.</p>',
        media: { type: 'image', image: image('content-backstube') },
        mediaPosition: 'left',
        link: internalLink('/store/dornbirn', 'Brot bestellen'),
      },
    },
    {
      type: 'sectionImageText',
      value: {
        title: 'Unsere Tortenvitrine',
        text: '<p>Tippen Sie auf die Punkte, um mehr über unsere Klassiker zu erfahren.</p>',
        image: image('content-vitrine'),
        markers: [
          { positionX: 25, positionY: 40, label: 'Sachertorte', description: 'Nach Wiener Originalrezept.' },
          { positionX: 55, positionY: 60, label: 'Linzer Torte', description: 'Mit Ribiselmarmelade.' },
          { positionX: 80, positionY: 35, label: 'Kardinalschnitte', description: 'Baiser mit Kaffeeobers.' },
        ],
      },
    },
    {
      type: 'sectionTeaser',
      value: {
        items: [
          {
            image: image('category-backwaren'),
            introTitle: 'Aus der Backstube',
            text: teaserText,
            link: internalLink('/store/dornbirn', 'Weiterlesen'),
          },
          {
            image: image('category-torten-kuchen'),
            introTitle: 'Torten auf Bestellung',
            text: 'Ganze Torten backen wir mit zwei Tagen Vorlauf – für Geburtstage, Taufen und Hochzeiten.',
            link: internalLink('/store/feldkirch', 'Mehr erfahren'),
          },
          {
            image: image('category-fruehstueck'),
            introTitle: 'Frühstück für Gruppen',
            text: 'Ab sechs Personen reservieren wir Ihnen einen Tisch und bereiten alles vor.',
            link: internalLink('/fruehstueck-buchen', 'Frühstück buchen'),
          },
        ],
      },
    },
    {
      type: 'sectionGallery',
      value: {
        title: 'Einblicke',
        images: [
          'product-sachertorte',
          'product-kaisersemmel',
          'product-wiener-melange',
          'product-apfelstrudel',
          'product-vorarlberger-bergkaese',
          'product-kaesknoepfle',
        ].map(image),
      },
    },
    {
      type: 'sectionSlider',
      value: {
        auto: true,
        slides: [
          { type: 'image', value: image('branch-dornbirn-storefront') },
          { type: 'slideIFrame', value: { url: 'https://player.vimeo.com/video/76979871', title: 'Video' } },
          { type: 'image', value: image('branch-bregenz-storefront') },
          { type: 'image', value: image('branch-feldkirch-storefront') },
        ],
      },
    },
    {
      type: 'sectionBanner',
      value: {
        title: 'Frisch aus dem Ofen – auch zu Ihnen nach Hause',
        text: '<p>In Dornbirn und Bregenz liefern wir zu Mittag und am Abend.</p>',
        image: image('branch-dornbirn-scenery'),
        color: 'black',
        link: internalLink('/store/dornbirn', 'Lieferung bestellen'),
      },
    },
    {
      type: 'sectionHistory',
      value: {
        title: 'Unsere Geschichte',
        events: [
          {
            year: 1962,
            text: '<p>Anna und Franz Tischler eröffnen die Bäckerei am Dornbirner Marktplatz.</p>',
            images: [image('content-1962')],
          },
          { year: 1987, text: '<p>Die zweite Filiale in Bregenz eröffnet am Kornmarkt.</p>', images: [] },
          { year: 2004, text: '<p>In der Feldkircher Marktgasse kommt das Kaffeehaus dazu.</p>', images: [] },
          {
            year: 2019,
            text: '<p>Die neue Backstube mit eigenem glutenfreiem Ofen geht in Betrieb.</p>',
            images: [image('content-backstube')],
          },
          { year: 2025, text: '<p>Bestellen geht jetzt auch online.</p>', images: [] },
        ],
      },
    },
    {
      type: 'heroSmall',
      value: {
        title: 'Frühstück bei uns',
        text: '<p>Für zwei oder für zwanzig.</p>',
        image: image('category-fruehstueck'),
        color: 'black',
      },
    },
    {
      type: 'sectionBreakfastRequest',
      value: {
        title: 'Frühstück für Gruppen',
        text: '<p>Sagen Sie uns Datum, Personenanzahl und Frühstücksart – wir bestätigen per E-Mail.</p>',
      },
    },
    {
      type: 'sectionForm',
      value: {
        title: 'Kontakt und Reservierung',
        text: '<p>Fragen, Wünsche oder eine Jause für Ihre Feier? Schreiben Sie uns.</p>',
      },
    },
  ];
}

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
