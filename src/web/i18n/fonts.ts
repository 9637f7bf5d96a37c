/** Texts of the back office's font chooser. */
export const fontTexts = {
  themeFont: 'Standard (Monospace des Designs)',
  preview: 'Vorschau',
  sample: 'Frisches Bauernbrot aus dem Ländle – 24 Stunden Teigruhe. 0123456789 €',
  loadFailed: 'Schriftarten konnten nicht geladen werden.',
  hint: 'Alle Schriftarten liefert dieser Server selbst aus.',
} as const;
