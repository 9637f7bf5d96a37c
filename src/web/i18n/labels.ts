/** The texts of the label sheets in the back office (spec, section 9: compact 12 by 4, detail 5 by 2). */
export const labelTexts = {
  title: 'Etiketten drucken',
  intro:
    'Wählen Sie die Produkte und wie viele Etiketten je Produkt. Jedes Etikett zeigt Name, Preis pro Einheit, Allergene und die Beschreibung als Zutaten.',
  layout: 'Layout',
  layouts: { compact: 'Kompakt: 12 Zeilen × 4 Spalten', detail: 'Detail: 5 Zeilen × 2 Spalten' },
  skip: 'Bereits benutzte Plätze auf dem ersten Bogen',
  skipHint: 'So lässt sich ein angebrochener Etikettenbogen weiter bedrucken.',
  search: 'Produkte durchsuchen',
  columns: { product: 'Produkt', price: 'Preis', allergens: 'Allergene', copies: 'Anzahl' },
  copiesLabel: 'Anzahl Etiketten für „{name}“',
  none: 'Kein Produkt passt zur Suche.',
  chosen: '{count} Etiketten gewählt.',
  nothingChosen: 'Noch kein Etikett gewählt.',
  open: 'Etiketten als PDF öffnen',
  loadFailed: 'Produkte konnten nicht geladen werden.',
} as const;

/** The tables' QR codes on the same page: each opens the branch's page with the table preset. */
export const tableCodeTexts = {
  title: 'QR-Codes der Tische',
  intro:
    'Jeder Code öffnet die Bestellseite der Filiale mit dem Tisch: Die Bestellung ist dann „Dine In“ an diesem Tisch.',
  branch: 'Filiale',
  layouts: { page: 'Ein Code pro Seite', sheet: '12 Codes pro Bogen' },
  layout: 'Layout',
  open: 'QR-Codes als PDF öffnen',
} as const;
