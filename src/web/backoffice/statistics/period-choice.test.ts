import { describe, expect, it } from 'vitest';
import { periodChoice } from './period-choice.js';

// 22:30 in Vienna on Wednesday 25 November, already the 25th there while UTC shows 21:30.
const now = new Date('2026-11-25T21:30:00Z');
const choice = (query: string, branches = [1, 2, 3]) =>
  periodChoice(new URLSearchParams(query), now, branches);

describe('the dashboard period from the address', () => {
  it('shows today for all branches when nothing is asked', () => {
    expect(choice('')).toEqual({
      preset: 'today',
      period: { from: '2026-11-25', to: '2026-11-25' },
      previous: { from: '2026-11-24', to: '2026-11-24' },
      branch: undefined,
      reversed: false,
    });
  });

  it('takes today by the clock in Vienna, not in UTC', () => {
    expect(periodChoice(new URLSearchParams(''), new Date('2026-11-25T23:30:00Z'), []).period.from).toBe(
      '2026-11-26',
    );
  });

  it('reads a preset, a custom period and a branch the user may see', () => {
    expect(choice('period=month&branch=2')).toMatchObject({
      period: { from: '2026-11-01', to: '2026-11-25' },
      previous: { from: '2026-10-01', to: '2026-10-25' },
      branch: 2,
    });
    expect(choice('period=custom&from=2026-11-01&to=2026-11-07')).toMatchObject({
      period: { from: '2026-11-01', to: '2026-11-07' },
      previous: { from: '2026-10-25', to: '2026-10-31' },
    });
  });

  it('ignores a branch the user may not see and an unknown period', () => {
    expect(choice('branch=2', [1]).branch).toBeUndefined();
    expect(choice('period=decade').preset).toBe('today');
    expect(choice('period=custom&from=gestern').period).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('marks a custom period that ends before it starts', () => {
    expect(choice('period=custom&from=2026-11-10&to=2026-11-01').reversed).toBe(true);
  });
});
