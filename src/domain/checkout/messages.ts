/**
 * Every German text the checkout rules return. The browser and the server show the same words, since
 * both run these rules; texts quoted from the spec are verbatim, the others are ours.
 */
export const checkoutMessages = {
  // Spec, section 5.
  phoneFormat: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  appointmentClosed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  // Spec, section 8 (closed branch).
  closed: 'Derzeit haben wir leider geschlossen.',
  deliveryClosed: 'Derzeit bieten wir leider keine Lieferung an.',

  firstName: 'Bitte geben Sie Ihren Vornamen an.',
  lastName: 'Bitte geben Sie Ihren Nachnamen an.',
  companyName: 'Bitte geben Sie den Firmennamen an.',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  zipCode: 'Bitte geben Sie die Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an.',
  phoneRequired: 'Bitte geben Sie Ihre Telefonnummer an.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailFormat: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  deliveryArea: 'Bitte wählen Sie ein Liefergebiet aus.',
  table: 'Bitte wählen Sie einen Tisch aus.',
  methodUnavailable: 'Diese Art der Bestellung bietet diese Filiale leider nicht an.',
  appointmentPast: 'Der gewählte Termin liegt in der Vergangenheit. Bitte wählen Sie einen späteren Termin.',
  paymentMethod: 'Diese Zahlungsart ist hier leider nicht verfügbar. Bitte wählen Sie eine andere.',
  legalInstructions: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacyPolicy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  onlinePaymentByStaff:
    'Telefon- und Thekenbestellungen werden in der Filiale bezahlt, nicht online. Bitte wählen Sie eine andere Zahlungsart.',
} as const;

const dateTimeFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD.MM.YYYY, HH:mm' in Vienna (spec, section 9: formats). */
export function formatViennaDateTime(instant: Date): string {
  return dateTimeFormat.format(instant);
}

/** A cake takes two days: the guest is told the first time that works instead of only "no". */
export function leadTimeMessage(earliest: Date): string {
  return `Einige Produkte in Ihrem Warenkorb benötigen eine Vorlaufzeit. Bitte wählen Sie einen Termin ab ${formatViennaDateTime(earliest)} Uhr.`;
}
