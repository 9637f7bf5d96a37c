/** Staff-side texts of the order calls; the spec's own ones ('… konnte nicht … werden.') come first. */
export const staffOrderMessages = {
  cancelFailed: 'Bestellung konnte nicht storniert werden.',
  statusFailed: 'Bestellstatus konnte nicht geändert werden.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  paymentCheckFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  resendFailed: 'Bestätigung konnte nicht versendet werden.',
  otherBranch: 'Diese Bestellung gehört zu einer Filiale, für die Sie nicht freigeschaltet sind.',
  itemIndex: 'Diese Position gibt es in der Bestellung nicht.',
  itemsLocked:
    'Die Positionen einer abgeschlossenen oder online bezahlten Bestellung können nicht mehr geändert werden.',
  lastItem:
    'Die letzte Position kann nicht entfernt werden. Bitte stornieren Sie stattdessen die Bestellung.',
  onlyAmount:
    'Dieses Produkt bietet die Filiale derzeit nicht an; bei dieser Position lässt sich nur die Menge ändern.',
  counterAppointmentPast: 'Der vorgeschlagene Termin liegt in der Vergangenheit.',
  noPayment: 'Diese Bestellung wurde nicht online bezahlt.',
  noPhone: 'Für diese Filiale ist keine Telefonnummer hinterlegt.',
  noEmail: 'Für diese Filiale ist keine E-Mail-Adresse hinterlegt.',
  invalidBoardKey:
    'Der Zugangsschlüssel dieser Anzeige ist ungültig. Bitte lassen Sie ihn im Backoffice neu erstellen.',
  autoRejected:
    'Leider konnte Ihre Bestellung nicht rechtzeitig bestätigt werden. Bitte wenden Sie sich direkt an die Filiale.',
} as const;
