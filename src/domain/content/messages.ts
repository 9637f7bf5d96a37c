import { reservedPathSegments } from './site-path.js';

/**
 * German messages of the content rules (sites, redirects, navigations, blocks) that the general catalogue
 * (`src/domain/validation/messages.ts`) has no wording for.
 */
export const contentMessages = {
  pathFormat:
    'Bitte geben Sie einen Pfad aus Kleinbuchstaben, Ziffern und Bindestrichen an, Abschnitte getrennt durch „/“, z. B. „ueber-uns“ oder „site/impressum“.',
  pathReserved: `Dieser Pfad gehört der Anwendung selbst. Pfade dürfen nicht mit ${reservedPathSegments.map((segment) => `„${segment}“`).join(', ')} beginnen.`,
  pathTakenBySite: (name: string) =>
    `Dieser Pfad gehört bereits der Seite „${name}“. Bitte wählen Sie einen anderen Pfad.`,
  pathTakenByDivision: (name: string) =>
    `Dieser Pfad gehört bereits der Organisation „${name}“. Bitte wählen Sie einen anderen Pfad.`,
  linkUrl:
    'Bitte geben Sie eine Adresse an, die mit „/“, „https://“, „http://“, „mailto:“ oder „tel:“ beginnt.',
  embedUrl: 'Bitte geben Sie eine Adresse an, die mit „https://“ beginnt.',
  redirectToItself: 'Eine Weiterleitung darf nicht auf ihren eigenen Pfad zeigen.',
  redirectLoop: (path: string) =>
    `Diese Weiterleitung bildet mit der Weiterleitung von „/${path}“ eine Schleife.`,
  redirectChain: (path: string) =>
    `Das Ziel ist selbst eine Weiterleitung (von „/${path}“). Bitte geben Sie das endgültige Ziel an.`,
  redirectChainedFrom: (path: string) =>
    `Die Weiterleitung von „/${path}“ zeigt auf diesen Pfad. Weiterleitungen dürfen nicht aufeinander folgen.`,
  sectionForSiteType: 'Dieser Abschnitt passt nicht zum Seitentyp.',
  defaultSiteBody: 'Eine Seite vom Typ „default“ hat höchstens einen Abschnitt, und zwar vom Typ „text“.',
  onlyBreakfastItems: 'Der Inhalt „breakfast“ besteht nur aus den Schritten der Frühstücksanfrage.',
  breakfastItemOutsideBreakfast: 'Abschnitte der Frühstücksanfrage gibt es nur im Inhalt „breakfast“.',
  navigationTooDeep: (maxDepth: number) =>
    `Eine Navigation darf höchstens ${maxDepth} Ebenen tief verschachtelt sein.`,
  navigationTooManyItems: (maxItems: number) => `Eine Navigation darf höchstens ${maxItems} Einträge haben.`,
  navigationTargetId: 'Bitte wählen Sie das Ziel des Eintrags aus.',
  navigationRequired: 'Diese Navigation braucht die Website; sie kann nicht gelöscht oder umbenannt werden.',
  numberBetween: (min: number, max: number) => `Bitte geben Sie eine Zahl von ${min} bis ${max} an.`,
  tooManyEntries: (max: number) => `Es sind höchstens ${max} Einträge erlaubt.`,
  exactColumns: (count: number) => `Bitte geben Sie genau ${count} Spalten an.`,
  unknownSite: 'Seite wurde nicht gefunden.',
  unknownBranch: 'Filiale wurde nicht gefunden.',
  unknownImage: 'Bild wurde nicht gefunden.',
  siteInNavigation: (navigation: string) =>
    `Seite wird noch in der Navigation „${navigation}“ verwendet und kann nicht gelöscht werden.`,
  imageInUse: (where: string) => `Bild wird noch ${where} verwendet und kann nicht gelöscht werden.`,
  imageOnSite: (path: string) => `auf der Seite „${path}“`,
  imageInBlock: (identifier: string) => `im Inhalt „${identifier}“`,
  imageInTemplate: (identifier: string) => `in der Bildvorlage „${identifier}“`,
  uploadExtensionFixed: (extension: string) => `Der Dateiname muss auf „.${extension}“ enden.`,
  fileRequired: 'Bitte wählen Sie eine Datei aus.',
  imageFileFixed: 'Die Datei eines Bildes bleibt, wie sie ist. Bitte laden Sie ein neues Bild hoch.',
} as const;
