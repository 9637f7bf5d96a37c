import type { OpeningHoursRule, Weekday } from '../../../domain/opening-hours/rules.js';
import type { branches, deliveryAreas, divisions, donatees } from '../schema/index.js';
import type { DemoTagKey } from './taxonomy.js';
import { branchSize, logoSize, palettes, type Illustration } from './images.js';

export const demoBranchIdentifiers = ['dornbirn', 'bregenz', 'feldkirch'] as const;
export type DemoBranchIdentifier = (typeof demoBranchIdentifiers)[number];

type BranchRow = Omit<
  typeof branches.$inferInsert,
  'id' | 'divisionId' | 'logoImageId' | 'createdAt' | 'updatedAt'
>;
type DeliveryAreaRow = Omit<typeof deliveryAreas.$inferInsert, 'id' | 'branchId'>;

export type DemoBranch = {
  row: BranchRow & { identifier: DemoBranchIdentifier };
  tags: DemoTagKey[];
  images: Illustration[];
  deliveryAreas: DeliveryAreaRow[];
  tables: string[];
};

export const demoDivision: Omit<typeof divisions.$inferInsert, 'id'> = {
  identifier: 'cafe-tischlein',
  name: 'Café Tischlein',
  title: 'Café Tischlein – Bäckerei und Kaffeehaus in Vorarlberg',
  description:
    '<p>Seit 1962 backen wir in Vorarlberg Brot, Gebäck und Torten nach Familienrezepten. ' +
    'In Dornbirn, Bregenz und Feldkirch servieren wir Frühstück, Mittagstisch und Kaffeespezialitäten.</p>',
  isPublic: true,
  sortOrder: 0,
};

export const demoLogo: Illustration = {
  key: 'logo',
  title: 'Café Tischlein',
  alt: 'Logo von Café Tischlein',
  motif: 'logo',
  palette: palettes.slate,
  ...logoSize,
};

const open = (type: 'daily' | Weekday, from: string, to: string): OpeningHoursRule => ({
  type,
  from,
  to,
  isClosed: false,
});
const closed = (type: 'daily' | Weekday): OpeningHoursRule => ({
  type,
  from: '00:00',
  to: '24:00',
  isClosed: true,
});
const closedOn = (date: string): OpeningHoursRule => ({
  type: 'once',
  date,
  from: '00:00',
  to: '24:00',
  isClosed: true,
});

/** Christmas and New Year of the year being seeded, so a fresh demo never shows only past holidays. */
function holidays(now: Date): OpeningHoursRule[] {
  const year = now.getUTCFullYear();
  return [
    { type: 'once', date: `${year}-12-24`, from: '07:00', to: '13:00', isClosed: false },
    closedOn(`${year}-12-25`),
    closedOn(`${year}-12-26`),
    closedOn(`${year + 1}-01-01`),
  ];
}

const storefront = (identifier: string, title: string, palette: Illustration['palette']): Illustration => ({
  key: `branch-${identifier}-storefront`,
  title,
  alt: `Außenansicht der Filiale ${title}`,
  motif: 'storefront',
  palette,
  ...branchSize,
});
const scenery = (identifier: string, title: string): Illustration => ({
  key: `branch-${identifier}-scenery`,
  title,
  alt: `Berge rund um ${title}`,
  motif: 'mountains',
  palette: palettes.alpine,
  ...branchSize,
});

const sharedFlags = {
  isPublic: true,
  isCashEnabled: true,
  isAtmCardEnabled: true,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
  isTakeawayEmailRequired: true,
  isTakeawayAddressRequired: false,
  website: 'https://www.cafe-tischlein.example',
} satisfies Partial<BranchRow>;

const numbered = (count: number, prefix = '') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

export function demoBranches(now: Date): DemoBranch[] {
  return [
    {
      row: {
        ...sharedFlags,
        identifier: 'dornbirn',
        name: 'Dornbirn Marktplatz',
        description:
          'Unser Stammhaus am Marktplatz mit Backstube, großem Frühstücksangebot und Terrasse mit Blick auf die ' +
          'Stadtpfarrkirche St. Martin. Freitags bis 2 Uhr früh mit Barbetrieb.',
        street: 'Marktplatz 7',
        zipCode: '6850',
        city: 'Dornbirn',
        phone: '+43 5572 203140',
        email: 'dornbirn@cafe-tischlein.example',
        longitude: 9.74205,
        latitude: 47.41378,
        keywords: 'Frühstück, Brunch, Bäckerei, Konditorei, Kaffeehaus, Innenstadt, Lieferung, Bar',
        openingHours: [
          open('daily', '07:00', '19:00'),
          // A Friday shift running past midnight: the bar closes at 2 o'clock on Saturday morning.
          open('friday', '07:00', '02:00'),
          open('saturday', '07:30', '19:00'),
          open('sunday', '08:00', '18:00'),
          ...holidays(now),
        ],
        deliveryHours: [
          open('daily', '11:00', '14:00'),
          open('daily', '17:00', '21:00'),
          open('saturday', '10:00', '20:00'),
          closed('sunday'),
          // No deliveries on any holiday, not even during the short opening on Christmas Eve.
          ...holidays(now).map((rule) => ({ ...rule, isClosed: true })),
        ],
        isDeliveryHoursEnabled: true,
        orderableFrom: null,
        closedMessage: null,
        isTakeawayEnabled: true,
        isDeliveryEnabled: true,
        isDineInEnabled: true,
        isTableSelectionEnabled: true,
        isAppointmentRequired: false,
        isPreorderEnabled: true,
        isQuotationRequired: false,
        isTakeawayPhoneRequired: false,
        isHydroAgVoucherEnabled: false,
        isMollieEnabled: true,
        isDatatransEnabled: false,
        sortOrder: 1,
      },
      tags: ['fruehstueck', 'terrasse', 'lieferservice', 'barrierefrei', 'wlan'],
      images: [
        storefront('dornbirn', 'Dornbirn Marktplatz', palettes.wheat),
        scenery('dornbirn', 'Dornbirn'),
      ],
      deliveryAreas: [
        {
          area: 'Dornbirn Zentrum',
          price: 250,
          tax: 10,
          free: false,
          freeFromOrderValue: 2500,
          minimumOrderValue: 1200,
          position: 0,
        },
        {
          area: 'Dornbirn Hatlerdorf, Haselstauden, Oberdorf',
          price: 390,
          tax: 10,
          free: false,
          freeFromOrderValue: 4000,
          minimumOrderValue: 1500,
          position: 1,
        },
        {
          area: 'Lustenau, Hohenems',
          price: 590,
          tax: 20,
          free: false,
          freeFromOrderValue: null,
          minimumOrderValue: 2500,
          position: 2,
        },
        {
          area: 'Messe Dornbirn (Firmenkunden)',
          price: 0,
          tax: 20,
          free: true,
          freeFromOrderValue: null,
          minimumOrderValue: 5000,
          position: 3,
        },
      ],
      tables: [...numbered(12), ...numbered(4, 'Terrasse ')],
    },
    {
      row: {
        ...sharedFlags,
        identifier: 'bregenz',
        name: 'Bregenz Kornmarkt',
        description:
          'Bäckerei mit Stehcafé zwischen Kornmarktplatz und Festspielhaus. Frisches Gebäck ab 6:30 Uhr, ' +
          'Abholung ab 8 Uhr, Lieferung in Bregenz und Umgebung. Sonntags Ruhetag.',
        street: 'Kornmarktstraße 12',
        zipCode: '6900',
        city: 'Bregenz',
        phone: '+43 5574 421860',
        email: 'bregenz@cafe-tischlein.example',
        longitude: 9.74631,
        latitude: 47.50284,
        keywords: 'Bäckerei, Stehcafé, Gebäck, Festspiele, Bodensee, Lieferung',
        openingHours: [
          open('daily', '06:30', '18:00'),
          open('saturday', '06:30', '17:00'),
          closed('sunday'),
          ...holidays(now),
        ],
        deliveryHours: [],
        isDeliveryHoursEnabled: false,
        // The bakery opens at 6:30, but orders are packed only once the morning rush is over.
        orderableFrom: '08:00',
        closedMessage:
          'Unsere Backstube in Bregenz macht gerade Pause. Vorbestellungen nehmen wir gerne telefonisch entgegen.',
        isTakeawayEnabled: true,
        isDeliveryEnabled: true,
        isDineInEnabled: true,
        isTableSelectionEnabled: false,
        isAppointmentRequired: true,
        isPreorderEnabled: true,
        isQuotationRequired: false,
        isTakeawayPhoneRequired: true,
        isHydroAgVoucherEnabled: false,
        isMollieEnabled: false,
        isDatatransEnabled: true,
        sortOrder: 2,
      },
      tags: ['fruehstueck', 'lieferservice', 'barrierefrei'],
      images: [storefront('bregenz', 'Bregenz Kornmarkt', palettes.berry), scenery('bregenz', 'Bregenz')],
      deliveryAreas: [
        {
          area: 'Bregenz Innenstadt',
          price: 290,
          tax: 10,
          free: false,
          freeFromOrderValue: 3000,
          minimumOrderValue: 1000,
          position: 0,
        },
        {
          area: 'Hard, Lochau, Kennelbach',
          price: 490,
          tax: 20,
          free: false,
          freeFromOrderValue: null,
          minimumOrderValue: 2000,
          position: 1,
        },
      ],
      tables: numbered(6),
    },
    {
      row: {
        ...sharedFlags,
        identifier: 'feldkirch',
        name: 'Feldkirch Marktgasse',
        description:
          'Kaffeehaus unter den Lauben der Feldkircher Altstadt mit Schanigarten. Mittags von 12 bis 14 Uhr ' +
          'geschlossen, damit unser Team selbst zu Mittag essen kann.',
        street: 'Marktgasse 9',
        zipCode: '6800',
        city: 'Feldkirch',
        phone: '+43 5522 734420',
        email: 'feldkirch@cafe-tischlein.example',
        longitude: 9.59842,
        latitude: 47.23817,
        keywords: 'Kaffeehaus, Altstadt, Schanigarten, Frühstück, Torten',
        openingHours: [
          // The lunch break: two shifts a day.
          open('daily', '07:00', '12:00'),
          open('daily', '14:00', '18:30'),
          open('saturday', '07:30', '13:00'),
          open('sunday', '08:00', '12:00'),
          ...holidays(now),
        ],
        deliveryHours: [],
        isDeliveryHoursEnabled: false,
        orderableFrom: null,
        closedMessage: 'Wir sind bald wieder für Sie da – schauen Sie zu unseren Öffnungszeiten vorbei!',
        isTakeawayEnabled: true,
        isDeliveryEnabled: false,
        isDineInEnabled: true,
        isTableSelectionEnabled: true,
        isAppointmentRequired: false,
        isPreorderEnabled: false,
        isQuotationRequired: false,
        isTakeawayPhoneRequired: false,
        isHydroAgVoucherEnabled: true,
        isMollieEnabled: false,
        isDatatransEnabled: false,
        sortOrder: 3,
      },
      tags: ['fruehstueck', 'terrasse', 'wlan'],
      images: [
        storefront('feldkirch', 'Feldkirch Marktgasse', palettes.herb),
        scenery('feldkirch', 'Feldkirch'),
      ],
      deliveryAreas: [],
      tables: [...numbered(8), 'Schanigarten 1', 'Schanigarten 2'],
    },
  ];
}

export const demoDonatees: Omit<typeof donatees.$inferInsert, 'id'>[] = [
  {
    identifier: 'lebensmittelhilfe-vorarlberg',
    name: 'Lebensmittelhilfe Vorarlberg',
    description: 'Verteilt überschüssige Lebensmittel an armutsbetroffene Familien im ganzen Land.',
  },
  {
    identifier: 'kinderhilfe-laendle',
    name: 'Kinderhilfe Ländle',
    description: 'Finanziert Ferienwochen und Lernbegleitung für Kinder aus Familien in Notlagen.',
  },
  {
    identifier: 'bergrettung-vorarlberg',
    name: 'Bergrettung Vorarlberg',
    description:
      'Ehrenamtliche Retterinnen und Retter, die rund um die Uhr in den Vorarlberger Bergen helfen.',
  },
];
