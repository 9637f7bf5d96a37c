import { describe, expect, it } from 'vitest';
import { dayText, hoursText, ratioText } from './statistics-format.js';

describe('statistics display', () => {
  it('writes days the Austrian way', () => {
    expect(dayText('2026-11-05')).toBe('05.11.2026');
    expect(dayText('2026-11-05', false)).toBe('05.11.');
  });

  it('writes a change as a signed percentage with a decimal comma', () => {
    expect(ratioText(0.125)).toBe('+12,5 %');
    expect(ratioText(-0.03)).toBe('−3 %');
    expect(ratioText(0)).toBe('±0 %');
    // de-AT groups thousands with a (no-break) space.
    expect(ratioText(12.3456).replace(/\s/g, ' ')).toBe('+1 234,6 %');
  });

  it('writes minutes as hours with a decimal comma', () => {
    expect(hoursText(450)).toBe('7,5');
    expect(hoursText(20)).toBe('0,33');
  });
});
