/**
 * The cookie banner's choices beyond the spec's 'Akzeptieren' (ADR 034): refusing on the first layer and
 * the categories, as the EDPB cookie banner taskforce report (January 2023) asks.
 */
export const consentDe = {
  refuse: 'Ablehnen',
  settings: 'Einstellungen',
  settingsTitle: 'Cookie-Einstellungen',
  save: 'Auswahl speichern',
  reopen: 'Cookie-Einstellungen',
  categories: {
    necessary: {
      label: 'Notwendig',
      text: 'Immer aktiv: Warenkorb, Anmeldung und diese Auswahl.',
    },
    statistics: {
      label: 'Statistik',
      text: 'Anonyme Aufzeichnung der besuchten Seiten und Bestellschritte, damit wir das Angebot verbessern können.',
    },
    marketing: {
      label: 'Marketing',
      text: 'Google Tag Manager und Meta Pixel messen den Erfolg unserer Werbung.',
    },
    externalMedia: {
      label: 'Externe Medien',
      text: 'Karten und eingebettete Videos werden von anderen Anbietern geladen.',
    },
  },
} as const;
