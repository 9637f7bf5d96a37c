/** German texts of the device protocol and the device calls (the spec's own ones come first). */
export const deviceMessages = {
  testFailed: 'Test nicht erfolgreich.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  logRequestFailed: 'Log konnte nicht angefordert werden.',
  missingKey: 'Bitte melden Sie das Gerät mit seinem API-Schlüssel an (Authorization: Bearer …).',
  invalidKey:
    'Der API-Schlüssel dieses Geräts ist ungültig. Bitte lassen Sie im Backoffice einen neuen erstellen.',
  jobNotFound: 'Diesen Druckauftrag gibt es für dieses Gerät nicht.',
  notPrinting: 'Dieser Druckauftrag wird gerade nicht gedruckt. Bitte holen Sie ihn zuerst ab.',
  alreadyPrinted: 'Dieser Druckauftrag wurde bereits als gedruckt gemeldet.',
  leaseExpired: 'Das Gerät hat den Druck nicht rechtzeitig bestätigt.',
  noPrinter: (branch: string) => `Für die Filiale „${branch}“ ist kein Belegdrucker eingerichtet.`,
  printerWithoutKey: (printer: string) =>
    `Der Belegdrucker „${printer}“ hat noch keinen API-Schlüssel. Bitte erstellen Sie einen unter Geräte.`,
  notAPrinter: 'Nur ein Gerät der Art Drucker kann einen Testbeleg drucken.',
  deviceWithoutKey: 'Das Gerät hat noch keinen API-Schlüssel. Bitte erstellen Sie zuerst einen.',
  commandNotFound: 'Diesen Befehl gibt es für dieses Gerät nicht.',
  commandNotSent: 'Dieser Befehl wurde noch nicht abgeholt. Bitte holen Sie ihn zuerst ab.',
  commandAnswered: 'Dieser Befehl wurde bereits anders beantwortet.',
  logMissing: 'Bitte schicken Sie das Log des Geräts mit (Feld „log“).',
  logNotYetUploaded: 'Das Gerät hat dieses Log noch nicht geschickt.',
  testNotification: (device: string) => `Testbenachrichtigung für „${device}“`,
  jobNotRetryable: 'Nur ein fehlgeschlagener Druckauftrag kann erneut gedruckt werden.',
  printJobNotFound: 'Diesen Druckauftrag gibt es nicht.',
} as const;
