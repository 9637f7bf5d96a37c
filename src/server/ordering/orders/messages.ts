/** The German texts of the order calls that the shared checkout rules do not cover. */
export const orderMessages = {
  notFound: 'Diese Bestellung wurde nicht gefunden.',
  branchUnknown: 'Diese Filiale nimmt derzeit keine Bestellungen an.',
  methodAmbiguous: 'Bitte wählen Sie genau eine Art der Bestellung.',
  donatee: 'Bitte wählen Sie eine Organisation aus der Liste.',
  idempotencyKeyMissing: 'Die Bestellung konnte nicht eindeutig zugeordnet werden (Idempotency-Key fehlt).',
  idempotencyKeyReused:
    'Diese Bestellung wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu.',
  inProgress: 'Ihre Bestellung wird gerade verarbeitet. Bitte warten Sie einen Moment.',
  paymentStartFailed:
    'Die Online-Zahlung konnte leider nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  noCounterAppointment: 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.',
  questionnaireTwice: 'Bewertung konnte nicht gesendet werden: Diese Bestellung wurde bereits bewertet.',
  questionnaireDisabled: 'Bewertung konnte nicht gesendet werden: Bewertungen sind derzeit nicht möglich.',
  questionnaireUnpaid: 'Bewertung konnte nicht gesendet werden: Die Bestellung ist noch nicht bezahlt.',
} as const;
