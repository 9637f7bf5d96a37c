/** A person's clock link in the back office (the user's page): issued and replaced by administrators. */
export const clockLinkTexts = {
  title: 'Zeiterfassung',
  intro:
    'Mit ihrem persönlichen Link stempelt die Person am Handy ein und aus, ohne Anmeldung. Erzeugen Sie hier den Link und geben Sie ihn der Person.',
  hasLink: 'Für diese Person ist ein Link vergeben.',
  noLink: 'Für diese Person ist noch kein Link vergeben.',
  button: 'Link zur Zeiterfassung erzeugen',
  failed: 'Link konnte nicht erzeugt werden.',
  confirmTitle: 'Neuen Link zur Zeiterfassung für „{name}“ erzeugen?',
  confirmText:
    'Ein bereits vergebener Link funktioniert danach nicht mehr: Stempel, die noch auf dem Handy warten, werden abgewiesen. Geben Sie der Person den neuen Link.',
  confirm: 'Neuen Link erzeugen',
  shownTitle: 'Link zur Zeiterfassung für „{name}“',
  onceHint:
    'Der Link wird nur jetzt angezeigt. Kopieren Sie ihn oder öffnen Sie ihn auf dem Handy der Person; danach ist er nicht mehr lesbar. Geht er verloren, erzeugen Sie einfach einen neuen.',
  keyLabel: 'Zugangsschlüssel',
  copyKey: 'Schlüssel kopieren',
  addressLabel: 'Link zur Zeiterfassung',
  copyAddress: 'Link kopieren',
  open: 'Zeiterfassung öffnen',
  newTab: '(öffnet in neuem Tab)',
} as const;
