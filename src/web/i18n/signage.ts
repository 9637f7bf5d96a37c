/** The texts of a TV's player (/signage/{deviceId}/{key}). */
export const signageTexts = {
  title: 'TV „{name}“',
  loading: 'Inhalte werden geladen …',
  refusedTitle: 'Dieser TV kann nicht spielen',
  refusedFallback: 'Dieser TV ist unbekannt oder sein Schlüssel ungültig.',
  refusedHint:
    'Bitte lassen Sie im Backoffice einen neuen Schlüssel für den TV erzeugen und öffnen Sie die neue Adresse.',
  unreachableTitle: 'Keine Verbindung',
  unreachableText:
    'Der TV erreicht den Server nicht und hat noch keine Inhalte gespeichert. Er versucht es weiter.',
  nothingTitle: 'Nichts zu zeigen',
  nothingText:
    'Diesem TV ist kein Stream zugeordnet, oder keine Filmsequenz des Streams ist gerade an der Reihe.',
  offline: 'Offline – gespeicherte Inhalte',
  pickupTitle: 'Bestellung abholbereit',
  pickupEmpty: 'Gerade ist keine Bestellung abholbereit.',
  pickupTicket: 'Nr. {number}',
  webPageTitle: 'Webseite: {name}',
  videoLabel: 'Video: {name}',
} as const;
