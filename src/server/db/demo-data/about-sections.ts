import type { Section } from '../../../domain/schemas/content.js';
import type { ImageLookup } from './image-lookup.js';

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
export function aboutSections(image: ImageLookup): Section[] {
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
            text: 'Ab vier Personen reservieren wir Ihnen einen Tisch und bereiten alles vor.',
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
