/**
 * The texts of a branch's order-board keys in the back office. The boards are named as they name
 * themselves ('Theke', 'Backoffice', see ordersDe.board), the refusal as the board shows it.
 */
export const boardKeyTexts = {
  title: 'Bestellanzeigen',
  intro:
    'Die Bestellanzeigen der Filiale öffnen sich ohne Anmeldung: Ihre Adresse enthält einen Schlüssel. Erzeugen Sie hier den Schlüssel und öffnen Sie die Adresse auf dem Gerät der Anzeige.',
  board: { frontdesk: 'Thekenanzeige', backoffice: 'Backoffice-Anzeige' },
  button: {
    frontdesk: 'Schlüssel für Thekenanzeige erzeugen',
    backoffice: 'Schlüssel für Backoffice-Anzeige erzeugen',
  },
  failed: 'Schlüssel konnte nicht erzeugt werden.',
  confirmTitle: 'Neuen Schlüssel für die {board} von „{name}“ erzeugen?',
  confirmText:
    'Ein bereits vergebener Schlüssel der {board} funktioniert danach nicht mehr: Anzeigen, die noch mit der alten Adresse geöffnet sind, werden abgewiesen („Diese Bestellübersicht kann nicht geöffnet werden“). Öffnen Sie dort die neue Adresse.',
  confirm: 'Neuen Schlüssel erzeugen',
  shownTitle: 'Schlüssel für die {board} von „{name}“',
  onceHint:
    'Der Schlüssel wird nur jetzt angezeigt. Öffnen Sie die Adresse auf dem Gerät der Anzeige oder kopieren Sie sie; danach ist sie nicht mehr lesbar. Geht sie verloren, erzeugen Sie einfach einen neuen Schlüssel.',
  keyLabel: 'Schlüssel',
  copyKey: 'Schlüssel kopieren',
  addressLabel: 'Adresse der Anzeige',
  copyAddress: 'Adresse kopieren',
  open: 'Anzeige öffnen',
  newTab: '(öffnet in neuem Tab)',
} as const;
