import { viennaDateTime, type ReceiptLine } from './receipt.js';

/** The receipt an administrator prints to check a printer: who it is, when, and the letters that matter. */
export function testReceiptLines(
  shopName: string,
  device: { identifier: string; name: string },
  at: Date,
): ReceiptLine[] {
  return [
    { kind: 'title', text: shopName },
    { kind: 'ticket', text: 'Testdruck' },
    { kind: 'rule' },
    { kind: 'text', text: `Gerät: ${device.name || device.identifier} (${device.identifier})` },
    { kind: 'text', text: `Gesendet: ${viennaDateTime(at.toISOString())}` },
    { kind: 'text', text: 'Umlaute: Ä Ö Ü ä ö ü ß €' },
    { kind: 'item', left: '1 × Testposition', right: '€ 0,00' },
    { kind: 'rule' },
    { kind: 'text', text: 'Wenn Sie diesen Beleg lesen können, ist der Drucker richtig eingerichtet.' },
  ];
}
