/** The texts of a self-service kiosk (ADR 023); the screensaver's words are the spec's. */
export const selfServiceDe = {
  screensaver: 'Tippen um zu bestellen',
  warningTitle: 'Sind Sie noch da?',
  warningText: 'Ohne Eingabe beginnt in {duration} eine neue Bestellung, Ihr Warenkorb wird geleert.',
  continue: 'Weiter bestellen',
  startOver: 'Neu beginnen',
  afterOrder: 'In {duration} ist der Bildschirm frei für die nächste Bestellung.',
  startNext: 'Neue Bestellung starten',
  oneSecond: '1 Sekunde',
  seconds: '{n} Sekunden',
} as const;
