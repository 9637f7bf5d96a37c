import { describe, expect, it } from 'vitest';
import { openingHoursRuleSchema, openingHoursSchema } from './rules.js';

const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum an.';

function issues(input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = openingHoursRuleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('openingHoursRuleSchema', () => {
  it('accepts a weekday rule, a daily rule and a once rule', () => {
    const rules = [
      { type: 'monday', from: '07:00', to: '12:00', isClosed: false },
      { type: 'daily', from: '18:00', to: '02:00', isClosed: false },
      { type: 'once', date: '2026-12-24', from: '08:00', to: '24:00', isClosed: false },
    ];
    expect(openingHoursSchema.parse(rules)).toEqual(rules);
  });

  it('rejects malformed times with the German message', () => {
    expect(issues({ type: 'daily', from: '7:00', to: '12:00', isClosed: false })).toEqual([
      { path: ['from'], message: TIME_MESSAGE },
    ]);
    expect(issues({ type: 'daily', from: '07:00', to: '12:60', isClosed: false })).toEqual([
      { path: ['to'], message: TIME_MESSAGE },
    ]);
  });

  it("allows '24:00' as closing time only", () => {
    expect(issues({ type: 'daily', from: '20:00', to: '24:00', isClosed: false })).toEqual([]);
    expect(issues({ type: 'daily', from: '24:00', to: '02:00', isClosed: false })).toEqual([
      { path: ['from'], message: TIME_MESSAGE },
    ]);
    expect(issues({ type: 'daily', from: '20:00', to: '24:01', isClosed: false })).toEqual([
      { path: ['to'], message: TIME_MESSAGE },
    ]);
  });

  it('requires a real calendar date for once rules', () => {
    expect(issues({ type: 'once', from: '08:00', to: '12:00', isClosed: true })).toEqual([
      { path: ['date'], message: DATE_MESSAGE },
    ]);
    expect(issues({ type: 'once', date: '2026-02-30', from: '08:00', to: '12:00', isClosed: true })).toEqual([
      { path: ['date'], message: DATE_MESSAGE },
    ]);
    expect(issues({ type: 'once', date: '24.12.2026', from: '08:00', to: '12:00', isClosed: true })).toEqual([
      { path: ['date'], message: DATE_MESSAGE },
    ]);
    expect(issues({ type: 'once', date: '2028-02-29', from: '08:00', to: '12:00', isClosed: true })).toEqual(
      [],
    );
  });

  it('rejects unknown rule types', () => {
    expect(
      openingHoursRuleSchema.safeParse({ type: 'weekend', from: '08:00', to: '12:00', isClosed: false })
        .success,
    ).toBe(false);
  });
});
