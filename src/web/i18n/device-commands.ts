/** The texts of device commands and failed print jobs in the back office (spec, 'Devices'). */
export const deviceCommandTexts = {
  title: 'Befehle',
  testNotification: {
    button: 'Testbenachrichtigung',
    // Back-office spec, section 8: the server's message is preferred.
    failed: 'Test nicht erfolgreich.',
    sent: 'Die Testbenachrichtigung ist unterwegs: „{name}“ zeigt sie, sobald es sich meldet.',
  },
  requestLogs: {
    button: 'Log anfordern',
    failed: 'Log konnte nicht angefordert werden.',
    sent: 'Das Log ist angefordert: „{name}“ schickt es, sobald es sich meldet.',
  },
  busy: 'Wird gesendet …',
  empty: 'Noch keine Befehle.',
  listFailed: 'Befehle konnten nicht geladen werden.',
  columns: { type: 'Befehl', requested: 'Angefordert', status: 'Status', log: 'Log' },
  types: { 'test-notification': 'Testbenachrichtigung', 'device-logs': 'Log' },
  statuses: {
    pending: 'wartet auf das Gerät',
    sent: 'beim Gerät',
    done: 'erledigt',
    failed: 'fehlgeschlagen',
  },
  download: 'Log herunterladen',
  noLog: '–',
  failedJobs: {
    title: 'Fehlgeschlagene Druckaufträge',
    hint: 'Diese Belege wurden nach drei Versuchen nicht gedruckt. Beheben Sie das Problem am Drucker und drucken Sie sie erneut.',
    columns: { title: 'Beleg', device: 'Drucker', created: 'Erstellt', error: 'Fehler', action: 'Aktion' },
    retry: 'Erneut drucken',
    retryLabel: '„{title}“ erneut drucken',
    retried: '„{title}“ ist wieder in der Warteschlange von „{device}“.',
    retryFailed: 'Beleg konnte nicht gedruckt werden.',
  },
} as const;
