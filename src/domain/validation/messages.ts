import { authMessages } from '../auth/messages.js';

/**
 * The server's German validation messages (back-office spec, section 5). Every kind the spec lists has
 * one wording here; schemas and services take their texts from this catalogue, never write their own.
 */
export const validationMessages = {
  blank: 'Dieser Wert darf nicht leer sein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  date: 'Bitte geben Sie ein gültiges Datum an.',
  dateTime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit an.',
  tooLong: (max: number) => `Dieser Wert ist zu lang. Erlaubt sind höchstens ${max} Zeichen.`,
  tooShort: (min: number) => `Dieser Wert ist zu kurz. Er muss mindestens ${min} Zeichen lang sein.`,
  alreadyInUse: 'Dieser Wert wird bereits verwendet.',
  fileTooLarge: (maxMegabytes: number) =>
    `Die Datei ist zu groß. Erlaubt sind höchstens ${maxMegabytes.toLocaleString('de-AT')} MB.`,
  fileType: 'Dieser Dateityp wird nicht unterstützt.',
  imageTooSmall: (minWidth: number, minHeight: number) =>
    `Das Bild ist zu klein. Es muss mindestens ${minWidth} × ${minHeight} Pixel groß sein.`,
  imageTooLarge: (maxWidth: number, maxHeight: number) =>
    `Das Bild ist zu groß. Es darf höchstens ${maxWidth} × ${maxHeight} Pixel groß sein.`,
  iban: 'Bitte geben Sie eine gültige IBAN an.',
  bic: 'Bitte geben Sie einen gültigen BIC an.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer im internationalen Format an, z. B. +43 664 1234567.',
  leakedPassword: authMessages.leakedPassword,
  time: 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.',
  url: 'Bitte geben Sie eine gültige Webadresse an, z. B. https://www.beispiel.at.',
  identifier:
    'Bitte verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche (nicht am Anfang oder Ende).',
  number: 'Bitte geben Sie eine Zahl an.',
  wholeNumber: 'Bitte geben Sie eine ganze Zahl an.',
  notNegative: 'Dieser Wert darf nicht negativ sein.',
  positive: 'Dieser Wert muss größer als 0 sein.',
  tooLarge: 'Dieser Wert ist zu groß.',
  tooSmall: 'Dieser Wert ist zu klein.',
  decimals: (places: number) => `Höchstens ${places} Nachkommastellen sind erlaubt.`,
  minutesRange: (max: number) => `Bitte geben Sie 0 bis ${max} Minuten an.`,
  maximumBelowMinimum: 'Die Höchstmenge darf nicht kleiner als die Mindestmenge sein.',
  defaultOutsideRange: 'Die Standardmenge muss zwischen Mindest- und Höchstmenge liegen.',
  defaultUnit: 'Die Standardeinheit muss die Einheit oder eine alternative Einheit sein.',
  optionsRequired: 'Eine Auswahl braucht mindestens eine Option.',
  choice: 'Bitte wählen Sie einen der angebotenen Werte.',
  invalidId: 'Ungültige ID.',
  unknownReference: 'Der gewählte Eintrag existiert nicht.',
  duplicateEntry: 'Jeder Eintrag darf nur einmal vorkommen.',
  idMismatch: 'Die ID im Inhalt stimmt nicht mit der ID in der Adresse überein.',
  noChange: 'Die Anfrage enthält keine Änderung.',
} as const;

/** '<Entity> wurde nicht gefunden.' with the entity's German name, e.g. 'Filiale'. */
export const notFoundMessage = (entity: string) => `${entity} wurde nicht gefunden.`;

/** Deleting a row that others still refer to. */
export const inUseMessage = (entity: string) =>
  `${entity} wird noch verwendet und kann nicht gelöscht werden.`;
