/** The texts of the device screens in the back office: keys, test print, when a device was last seen. */
export const deviceTexts = {
  connection: {
    title: 'Verbindung',
    apiKey: 'API-Schlüssel',
    hasKey: 'vergeben',
    noKey: 'noch keiner',
    lastSeen: 'Zuletzt gesehen',
    never: 'noch nie',
    silent: 'meldet sich nicht',
    silentHint: 'Das Gerät hat sich seit mindestens {minutes} Minuten nicht gemeldet.',
    neverHint:
      'Das Gerät hat sich mit seinem API-Schlüssel noch nie gemeldet. Bitte starten Sie es mit dem Schlüssel.',
  },
  issueKey: {
    button: 'API-Schlüssel erzeugen',
    failed: 'API-Schlüssel konnte nicht erzeugt werden.',
    confirmTitle: 'Neuen API-Schlüssel für „{name}“ erzeugen?',
    confirmText:
      'Das Gerät hat bereits einen API-Schlüssel. Sobald ein neuer erzeugt ist, funktioniert der alte nicht mehr: Das Gerät meldet sich erst wieder, wenn es mit dem neuen Schlüssel gestartet wird.',
    confirm: 'Neuen Schlüssel erzeugen',
    shownTitle: 'API-Schlüssel für „{name}“',
    onceHint:
      'Der Schlüssel wird nur jetzt angezeigt. Kopieren Sie ihn und tragen Sie ihn im Gerät ein; danach ist er nicht mehr lesbar. Geht er verloren, erzeugen Sie einfach einen neuen.',
    keyLabel: 'API-Schlüssel',
    copyKey: 'Schlüssel kopieren',
    copyCommand: 'Befehl kopieren',
    clientTitle: 'Druck-Client starten',
    clientHint:
      'Auf einem Rechner beim Drucker (im Projektordner von Tischlein) startet dieser Befehl den Druck-Client. Er holt die Belege ab und schreibt sie auf die Standardausgabe, z. B. für eine Weiterleitung an einen USB-Drucker.',
    clientOutput:
      'Für einen Netzwerkdrucker ergänzen Sie --output tcp:<IP-Adresse des Druckers>, für einen Ordner --output dir:<Ordner>. Statt mit --key kann der Schlüssel auch in der Umgebungsvariable TISCHLEIN_DEVICE_KEY stehen.',
    commandLabel: 'Befehl für den Druck-Client',
  },
  testPrint: {
    button: 'Testdruck',
    busy: 'Wird gesendet …',
    // Back-office spec, section 8: the server's message is preferred.
    failed: 'Test nicht erfolgreich.',
    sent: 'Der Testbeleg ist unterwegs: Der Drucker „{name}“ druckt ihn, sobald er ihn abholt.',
  },
} as const;
