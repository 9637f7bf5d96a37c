import { createHash } from 'node:crypto';

/**
 * One core's fixed piece of work, timed, so that runs on different hosts can be read side by side: the
 * same code ran the 1× rush at 17 % of a core on one machine of this kind and at 32 % on the next. The
 * work is what the server does all day: JSON of a long order list, read back, and hashed. Answers the
 * median of five rounds after one to compile, in milliseconds; lower is quicker.
 */
export function hostSpeedMs(): number {
  const orders = Array.from({ length: 2_000 }, (_, index) => ({
    id: index,
    uid: `order-${index}`,
    placedAt: new Date(Date.UTC(2026, 10, 24, 10, 30, index)).toISOString(),
    comment: 'Bitte ohne Zwiebel',
    items: Array.from({ length: 4 }, (__, line) => ({
      product: `Produkt ${line}`,
      amount: line + 1,
      total: 180 * (line + 1),
    })),
  }));
  const rounds: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const started = performance.now();
    for (let pass = 0; pass < 10; pass += 1) {
      const text = JSON.stringify(orders);
      JSON.parse(text);
      createHash('sha256').update(text).digest();
    }
    rounds.push(performance.now() - started);
  }
  const timed = rounds.slice(1).sort((a, b) => a - b);
  return timed[Math.floor(timed.length / 2)]!;
}
