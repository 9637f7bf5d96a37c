import { describe, expect, it } from 'vitest';
import { createTermEchoes } from './term-echoes.js';

describe('the search box’s echoes from the address', () => {
  it('takes a late echo of an earlier text for its own, while the guest typed on', () => {
    const echoes = createTermEchoes();
    echoes.sent('D');
    echoes.sent('Do');
    echoes.sent('Dor');
    expect(echoes.isEcho('D')).toBe(true);
    expect(echoes.isEcho('Do')).toBe(true);
    expect(echoes.isEcho('Dor')).toBe(true);
  });

  it('settles the earlier texts when only the last one comes back', () => {
    const echoes = createTermEchoes();
    echoes.sent('D');
    echoes.sent('Do');
    expect(echoes.isEcho('Do')).toBe(true);
    expect(echoes.isEcho('D')).toBe(false);
  });

  it('matches a text typed twice once per time it was sent', () => {
    const echoes = createTermEchoes();
    for (const term of ['D', '', 'D']) echoes.sent(term);
    expect(echoes.isEcho('D')).toBe(true);
    expect(echoes.isEcho('')).toBe(true);
    expect(echoes.isEcho('D')).toBe(true);
    expect(echoes.isEcho('D')).toBe(false);
  });

  it('reports a term it never sent (back button, a shared link) as new', () => {
    const echoes = createTermEchoes();
    echoes.sent('Dorn');
    expect(echoes.isEcho('Bregenz')).toBe(false);
    expect(echoes.isEcho('Dorn')).toBe(false);
  });
});
