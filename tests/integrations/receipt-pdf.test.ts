import { describe, expect, it } from 'vitest';
import { receiptLines } from '../../src/domain/receipts/receipt.js';
import { receiptFixture } from '../../src/domain/receipts/receipt-fixture.js';
import { renderReceiptPdf } from '../../src/server/integrations/printers/receipt-pdf.js';

describe('receipt PDF', () => {
  it('renders one 80 mm page as long as the receipt', async () => {
    const short = await renderReceiptPdf(receiptLines(receiptFixture()), 'Beleg Nr. 12');
    const input = receiptFixture();
    input.order.items = Array.from({ length: 40 }, () => input.order.items[0]!);
    const long = await renderReceiptPdf(receiptLines(input), 'Beleg Nr. 12');
    for (const pdf of [short, long]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
    const heightOf = (pdf: Buffer) =>
      Number(/\/MediaBox \[0 0 [\d.]+ ([\d.]+)\]/.exec(pdf.toString('latin1'))?.[1]);
    expect(heightOf(short)).toBeGreaterThan(300);
    expect(heightOf(long)).toBeGreaterThan(heightOf(short) + 40 * 20);
  });
});
