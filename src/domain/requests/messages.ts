/** German texts of the request calls (server answers and the messages they check against). */
export const requestMessages = {
  tooShort: (min: number) => `Dieser Wert ist zu kurz. Er muss mindestens ${min} Zeichen lang sein.`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  date: 'Bitte wählen Sie einen Termin aus.',
  groupAmount: 'Bitte geben Sie die Anzahl der Personen an.',
  unknownGroup: 'Diese Personengruppe gibt es nicht.',
  variantMissing: 'Bitte wählen Sie für jede Person ein Frühstück.',
  unknownVariant: 'Diese Frühstücksart gibt es nicht.',
  past: 'Der gewählte Termin liegt in der Vergangenheit.',
  tooFarAhead: 'Der gewählte Termin liegt zu weit in der Zukunft.',
  closed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  full: 'Zum ausgewählten Zeitpunkt sind leider nicht mehr genug Plätze frei. Bitte wählen Sie einen anderen Termin.',
  noBreakfast: 'Frühstücksanfragen sind derzeit nicht möglich.',
  noBranch: 'Es ist keine Filiale für Anfragen eingerichtet.',
  tooFast: 'Das Formular wurde zu schnell abgeschickt. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  tooMany: 'Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es später erneut.',
  idempotencyKey: 'Der Idempotency-Key ist ungültig.',
  keyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  notFound: 'Die Anfrage wurde nicht gefunden.',
  alreadyAnswered: 'Diese Anfrage wurde bereits beantwortet.',
  guestHasNoEmail: 'Der Gast hat keine E-Mail-Adresse angegeben.',
} as const;
