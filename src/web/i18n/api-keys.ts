/** The texts every key dialog of the back office shares: devices and the branch's order boards. */
export const apiKeyTexts = {
  busy: 'Wird erzeugt …',
  cancel: 'Abbrechen',
  copied: 'In die Zwischenablage kopiert.',
  copyFailed: 'Kopieren ist nicht möglich. Bitte markieren Sie den Text und kopieren Sie ihn mit Strg+C.',
  done: 'Fertig',
} as const;
