import { describe, expect, it } from 'vitest';
import { skipsTransition } from './use-page-transition.js';

describe('page transition', () => {
  it('is skipped for routes named custom_…, kept for the others', () => {
    expect(skipsTransition('custom_breakfast')).toBe(true);
    expect(skipsTransition('custom_breakfast_appointment')).toBe(true);
    for (const name of ['site', 'division', 'branch', 'checkout', 'checkout_error', 'status', undefined])
      expect(skipsTransition(name)).toBe(false);
  });
});
