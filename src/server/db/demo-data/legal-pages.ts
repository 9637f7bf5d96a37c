import { allergenLetters, type Allergen } from '../../../domain/schemas/catalog.js';

/*
 * The legal pages of the demo shop. The company is invented; the legal references (ECG, UGB, MedienG, FAGG,
 * DSGVO, TKG 2021, Allergeninformationsverordnung) are the real Austrian ones, so an operator can start
 * from a sensible text. Plain HTML that survives sanitising: p, h2, h3, ul, li, strong, em, a.
 */

export const demoCompany = {
  name: 'Café Tischlein GmbH',
  street: 'Marktplatz 7',
  zipCode: '6850',
  city: 'Dornbirn',
  phone: '+43 5572 203140',
  email: 'office@cafe-tischlein.example',
  privacyEmail: 'datenschutz@cafe-tischlein.example',
  register: 'FN 123456 a, Landesgericht Feldkirch',
  vatId: 'ATU12345678',
  managingDirector: 'Maria Tischler',
} as const;

const address = `${demoCompany.name}<br>${demoCompany.street}<br>${demoCompany.zipCode} ${demoCompany.city}<br>Österreich`;
const demoNotice = '<p><em>Hinweis: Dies sind Beispielangaben der Demo-Installation von Tischlein.</em></p>';

export const termsAndConditionsHtml = `
<h2>Allgemeine Geschäftsbedingungen für Online-Bestellungen</h2>
<h3>1. Geltungsbereich</h3>
<p>Diese Bedingungen gelten für alle Bestellungen zur Abholung, zur Lieferung und zum Verzehr vor Ort
(Dine-in), die Sie über unseren Online-Shop bei der ${demoCompany.name}, ${demoCompany.street},
${demoCompany.zipCode} ${demoCompany.city} („wir“), aufgeben. Abweichende Bedingungen gelten nur, wenn wir
ihnen schriftlich zustimmen.</p>
<h3>2. Vertragsschluss</h3>
<p>Die Darstellung unserer Produkte ist kein verbindliches Angebot. Mit „Jetzt bestellen“ geben Sie ein
verbindliches Angebot ab. Der Vertrag kommt zustande, sobald die Filiale Ihre Bestellung bestätigt; den
Stand sehen Sie jederzeit auf der Statusseite Ihrer Bestellung. Wir können eine Bestellung ablehnen, etwa
wenn ein Produkt ausverkauft ist.</p>
<p>Schlagen wir Ihnen einen anderen Abhol- oder Liefertermin vor, kommt der Vertrag erst mit Ihrer Zustimmung
zustande. Lehnen Sie den Vorschlag ab, wird die Bestellung storniert; bereits online bezahlte Beträge
erstatten wir vollständig.</p>
<h3>3. Preise und Liefergebühren</h3>
<p>Alle Preise sind Endpreise in Euro inklusive der gesetzlichen Umsatzsteuer (10 % für Speisen, 20 % für
Getränke). Für Lieferungen gelten die beim Liefergebiet angegebenen Liefergebühren und Mindestbestellwerte.
Ab dem angegebenen Bestellwert liefern wir kostenlos.</p>
<p>Bei Produkten, die nach Gewicht verkauft werden (zum Beispiel Käse oder Speck), ist der angezeigte Preis
ein Circa-Preis („ca.“). Verrechnet wird das tatsächlich abgewogene Gewicht.</p>
<h3>4. Zahlung</h3>
<p>Sie können je nach Filiale bar, mit Bankomatkarte bei Abholung oder Lieferung oder online bezahlen.
Online-Zahlungen wickeln die Zahlungsdienstleister Mollie B.V. (Amsterdam) bzw. Datatrans AG (Zürich) ab;
Ihre Kartendaten erhalten und speichern wir nicht.</p>
<h3>5. Abholung, Lieferung und Vorbestellung</h3>
<p>Sie wählen bei der Bestellung einen Wunschtermin innerhalb unserer Öffnungs- bzw. Lieferzeiten. Einige
Produkte, etwa ganze Torten oder glutenfreies Brot, benötigen eine Vorlaufzeit, die beim Produkt angegeben
ist. Wir liefern nur in die angegebenen Liefergebiete. Treffen wir Sie zum vereinbarten Termin nicht an,
nehmen wir die Ware wieder mit; der Kaufpreis bleibt geschuldet.</p>
<h3>6. Stornierung</h3>
<p>Solange wir Ihre Bestellung noch nicht bestätigt haben, können Sie sie telefonisch bei der Filiale
kostenlos stornieren.</p>
<h3>7. Rücktrittsrecht</h3>
<p>Gemäß § 18 Abs. 1 Z 4 Fern- und Auswärtsgeschäfte-Gesetz (FAGG) besteht kein Rücktrittsrecht bei Waren,
die schnell verderben können, und gemäß § 18 Abs. 1 Z 3 FAGG nicht bei Waren, die nach Ihren Wünschen
zusammengestellt werden. Das betrifft unsere Backwaren, Speisen und Getränke.</p>
<p>Für haltbare Waren in ungeöffneter Originalverpackung (zum Beispiel Honig, Marmelade oder Kürbiskernöl)
können Verbraucherinnen und Verbraucher binnen 14 Tagen ab Erhalt ohne Angabe von Gründen zurücktreten. Eine
formlose Erklärung an ${demoCompany.email} genügt. Wir erstatten den Kaufpreis binnen 14 Tagen nach
Rückerhalt der Ware.</p>
<h3>8. Allergene</h3>
<p>Die Allergenkennzeichnung nach der Allergeninformationsverordnung finden Sie bei jedem Produkt und auf
unserer Seite <a href="/site/allergens">Allergeninformation</a>. In unserer Backstube werden alle
14 Hauptallergene verarbeitet; Spuren lassen sich nicht ausschließen.</p>
<h3>9. Gewährleistung und Haftung</h3>
<p>Es gilt die gesetzliche Gewährleistung. Wir haften für Schäden nur bei Vorsatz und grober
Fahrlässigkeit; das gilt nicht für Personenschäden und, gegenüber Verbraucherinnen und Verbrauchern, nur
soweit das Gesetz es zulässt.</p>
<h3>10. Datenschutz</h3>
<p>Wie wir Ihre Daten verarbeiten, lesen Sie in unserer <a href="/site/privacy">Datenschutzerklärung</a>.</p>
<h3>11. Anwendbares Recht, Gerichtsstand und Streitbeilegung</h3>
<p>Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzbestimmungen
Ihres Aufenthaltsstaates bleiben unberührt. Für Unternehmerinnen und Unternehmer ist das sachlich zuständige
Gericht in Dornbirn zuständig. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer
Verbraucherschlichtungsstelle teilzunehmen.</p>
${demoNotice}`.trim();

export const privacyPolicyHtml = `
<h2>Datenschutzerklärung</h2>
<p>Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir beim Besuch
unserer Website und bei Bestellungen verarbeiten, wozu und auf welcher Rechtsgrundlage
(Datenschutz-Grundverordnung, DSGVO).</p>
<h3>1. Verantwortlicher</h3>
<p>${address}<br>Telefon ${demoCompany.phone}<br>E-Mail <a href="mailto:${demoCompany.privacyEmail}">${demoCompany.privacyEmail}</a></p>
<h3>2. Bestellungen</h3>
<p>Für Ihre Bestellung verarbeiten wir Name, Telefonnummer, E-Mail-Adresse, bei Lieferung die Lieferadresse,
bei Firmenbestellungen Firmenname und UID-Nummer, sowie Bestellinhalt, Wunschtermin, Anmerkungen und
Zahlungsart. Rechtsgrundlage ist die Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsrelevante
Daten bewahren wir wegen der gesetzlichen Aufbewahrungspflicht sieben Jahre auf (§ 132 BAO, Art. 6 Abs. 1
lit. c DSGVO). Über den Stand Ihrer Bestellung informieren wir Sie per E-Mail und, falls angegeben, per SMS.</p>
<h3>3. Online-Zahlung</h3>
<p>Bezahlen Sie online, geben wir Betrag, Bestellnummer und die für die Zahlung nötigen Daten an den
Zahlungsdienstleister weiter: Mollie B.V., Keizersgracht 126, 1015 CW Amsterdam, Niederlande, oder Datatrans
AG, Kreuzbühlstrasse 26, 8008 Zürich, Schweiz (für die Schweiz besteht ein Angemessenheitsbeschluss der
Europäischen Kommission). Ihre Karten- oder Kontodaten geben Sie direkt beim Zahlungsdienstleister ein; wir
erhalten sie nicht.</p>
<h3>4. Kontaktformular und Frühstücksanfrage</h3>
<p>Wenn Sie uns über das Kontaktformular oder die Frühstücksanfrage schreiben, verarbeiten wir Ihre Angaben
(Name, Telefonnummer, E-Mail-Adresse, Datum, Personenanzahl, Anmerkung), um Ihre Anfrage zu beantworten
(Art. 6 Abs. 1 lit. b DSGVO). Kommt keine Reservierung zustande, löschen wir die Anfrage nach sechs
Monaten.</p>
<h3>5. Bewertungen</h3>
<p>Nach einer Bestellung können Sie uns freiwillig bewerten. Die Bewertung ist Ihrer Bestellung zugeordnet
und dient nur der Verbesserung unseres Angebots (Art. 6 Abs. 1 lit. f DSGVO).</p>
<h3>6. Server-Protokolle</h3>
<p>Beim Aufruf der Website verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt,
aufgerufene Adresse, Browsertyp), um den Betrieb und die Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f
DSGVO). Diese Protokolle löschen wir nach 14 Tagen.</p>
<h3>7. Cookies und lokaler Speicher</h3>
<p>Ohne Ihre Einwilligung speichern wir nur, was für den Shop nötig ist: den Warenkorb im Sitzungsspeicher
Ihres Browsers, das Cookie <strong>cookie-banner-acceptance-state</strong> mit Ihrer Entscheidung zu Cookies
(365 Tage) und, wenn Sie den Installationshinweis schließen, das Cookie <strong>pwa-dismiss</strong>
(ein Monat).</p>
<p>Nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 165 Abs. 3 TKG 2021) messen wir Seitenaufrufe
und Ereignisse wie „in den Warenkorb gelegt“ auf unserem eigenen Server, ohne Weitergabe an Dritte, und
zeigen eine Karte unserer Standorte an; dabei lädt Ihr Browser Kartenmaterial von einem Kartendienst und
übermittelt ihm Ihre IP-Adresse. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Cookies
dieser Website löschen.</p>
<h3>8. Schriftarten</h3>
<p>Alle Schriftarten liegen auf unserem eigenen Server. Beim Seitenaufruf wird keine Verbindung zu Google oder
anderen Schriftanbietern hergestellt.</p>
<h3>9. Auftragsverarbeiter</h3>
<p>Unsere Website wird bei einem Rechenzentrum in der Europäischen Union betrieben. E-Mails und SMS versenden
wir über Dienstleister, die in unserem Auftrag und nach unseren Weisungen handeln (Art. 28 DSGVO).</p>
<h3>10. Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17),
Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine
Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Schreiben
Sie uns dazu an ${demoCompany.privacyEmail}.</p>
<p>Sie können sich außerdem bei der Österreichischen Datenschutzbehörde beschweren: Barichgasse 40–42,
1030 Wien, <a href="https://www.dsb.gv.at">www.dsb.gv.at</a>.</p>
<p>Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.</p>
${demoNotice}`.trim();

export const imprintHtml = `
<h2>Impressum</h2>
<p>Informationen gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und Offenlegung gemäß
§ 25 Mediengesetz (MedienG).</p>
<h3>Medieninhaber und Diensteanbieter</h3>
<p>${address}</p>
<p>Telefon ${demoCompany.phone}<br>E-Mail <a href="mailto:${demoCompany.email}">${demoCompany.email}</a></p>
<h3>Unternehmensangaben</h3>
<ul>
<li>Rechtsform: Gesellschaft mit beschränkter Haftung</li>
<li>Firmenbuchnummer: ${demoCompany.register}</li>
<li>UID-Nummer: ${demoCompany.vatId}</li>
<li>Geschäftsführerin: ${demoCompany.managingDirector}</li>
<li>Unternehmensgegenstand: Bäckerei, Konditorei und Kaffeehaus</li>
</ul>
<h3>Gewerberechtliche Angaben</h3>
<ul>
<li>Gewerbe: Bäcker, Konditor (Zuckerbäcker), Gastgewerbe in der Betriebsart Kaffeehaus</li>
<li>Gewerbebehörde: Bezirkshauptmannschaft Dornbirn</li>
<li>Kammerzugehörigkeit: Wirtschaftskammer Vorarlberg</li>
<li>Berufsrecht: Gewerbeordnung 1994, abrufbar unter <a href="https://www.ris.bka.gv.at">www.ris.bka.gv.at</a></li>
</ul>
<h3>Offenlegung gemäß § 25 MedienG</h3>
<p>Medieninhaber: ${demoCompany.name}, ${demoCompany.street}, ${demoCompany.zipCode} ${demoCompany.city}.
Gesellschafter: Maria Tischler (60 %), Josef Tischler (40 %).</p>
<p>Grundlegende Richtung: Information über das Angebot, die Standorte und die Öffnungszeiten der
${demoCompany.name} sowie Online-Bestellungen.</p>
<h3>Haftung für Inhalte und Links</h3>
<p>Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen für ihre Richtigkeit und Aktualität aber
keine Gewähr. Für die Inhalte verlinkter fremder Websites sind ausschließlich deren Betreiber
verantwortlich.</p>
${demoNotice}`.trim();

/** German names of the allergen letters (Allergeninformationsverordnung, BGBl. II Nr. 175/2014). */
export const allergenNames: Record<Allergen, string> = {
  A: 'Glutenhaltiges Getreide',
  B: 'Krebstiere',
  C: 'Eier',
  D: 'Fisch',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch und Milchprodukte (inkl. Laktose)',
  H: 'Schalenfrüchte (Nüsse)',
  L: 'Sellerie',
  M: 'Senf',
  N: 'Sesamsamen',
  O: 'Schwefeldioxid und Sulfite',
  P: 'Lupinen',
  R: 'Weichtiere',
};

export const allergensHtml = `
<h2>Allergeninformation</h2>
<p>Gemäß der Allergeninformationsverordnung (BGBl. II Nr. 175/2014) kennzeichnen wir die 14 Hauptallergene
der EU-Lebensmittelinformationsverordnung (Verordnung (EU) Nr. 1169/2011) mit Buchstaben. Sie finden sie bei
jedem Produkt.</p>
<ul>
${allergenLetters.map((letter) => `<li><strong>${letter}</strong> – ${allergenNames[letter]}</li>`).join('\n')}
</ul>
<p>In unserer Backstube und unseren Küchen werden alle diese Zutaten verarbeitet. Trotz sorgfältiger
Herstellung können Spuren anderer Allergene enthalten sein. Unser Personal gibt Ihnen gerne mündlich Auskunft
über die Zutaten jedes Produkts.</p>
${demoNotice}`.trim();
