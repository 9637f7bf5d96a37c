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
  menuTitle: 'Speisekarte',
  menuEmpty: 'Gerade ist nichts aus dieser Karte zu haben.',
  webPageTitle: 'Webseite: {name}',
  videoLabel: 'Video: {name}',
} as const;

/** The texts of a TV's page in the back office: its key and player address, its commands. */
export const tvPanelTexts = {
  title: 'Wiedergabe',
  apiKey: 'Schlüssel',
  hasKey: 'vergeben',
  noKey: 'noch keiner',
  lastSeen: 'Zuletzt gesehen',
  never: 'noch nie',
  command: 'Befehl in Kraft',
  noCommand: 'keiner – spielt seinen Stream',
  issueKey: 'Schlüssel und Adresse erzeugen',
  keyBusy: 'Wird erzeugt …',
  keyFailed: 'API-Schlüssel konnte nicht erzeugt werden.',
  confirmTitle: 'Neuen Schlüssel für „{name}“ erzeugen?',
  confirmText:
    'Der TV hat bereits einen Schlüssel. Sobald ein neuer erzeugt ist, spielt die alte Adresse nicht mehr: Öffnen Sie am TV die neue.',
  confirm: 'Neuen Schlüssel erzeugen',
  shownTitle: 'Schlüssel für „{name}“',
  onceHint:
    'Der Schlüssel wird nur jetzt angezeigt. Öffnen Sie die Adresse im Vollbild-Browser des TVs; danach ist sie nicht mehr lesbar. Geht sie verloren, erzeugen Sie einfach eine neue.',
  keyLabel: 'Schlüssel',
  copyKey: 'Schlüssel kopieren',
  addressLabel: 'Adresse des Players',
  copyAddress: 'Adresse kopieren',
  segment: 'Filmsequenz',
  busy: 'Wird gesendet …',
  // Back-office spec, section 8: the server's message is preferred.
  failed: 'Befehl konnte nicht ausgeführt werden.',
  abortFailed: 'Befehl konnte nicht abgebrochen werden.',
  commands: {
    reload: { button: 'Neu laden', sent: '„{name}“ lädt neu.' },
    'show-segment': { button: 'Filmsequenz zeigen', sent: '„{name}“ zeigt die gewählte Filmsequenz.' },
    mute: { button: 'Stummschalten', sent: '„{name}“ ist stumm.' },
    unmute: { button: 'Ton an', sent: '„{name}“ spielt mit Ton.' },
  },
  abort: { button: 'Befehl abbrechen', sent: '„{name}“ spielt wieder seinen Stream.' },
} as const;

/** The back office's editor of a segment's content (what it shows, and when). */
export const signageContentTexts = {
  title: 'Titel',
  text: 'Text',
  url: 'Webseite (https://…)',
  board: 'Anzeige',
  noBoard: 'Keine',
  pickupBoard: 'Abholanzeige',
  menuBoard: 'Speisekarte',
  menu: 'Produktkatalog',
  menuHint: 'Ohne Auswahl zeigt der TV den Produktkatalog, der in seiner Filiale gerade gilt.',
  branchMenu: 'Aktueller Katalog der Filiale des TVs',
  categories: 'Kategorien',
  categoriesHint: 'Ohne Auswahl alle Kategorien. Ausverkaufte Produkte werden nie gezeigt.',
  schedule: 'Zeitplan',
  from: 'Von',
  to: 'Bis',
} as const;
