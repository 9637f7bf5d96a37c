import { describe, expect, it } from 'vitest';
import type { ClockMe } from '../../../domain/schemas/time-clock.js';
import { lastKnownStore } from './last-known.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const me: ClockMe = {
  id: 7,
  name: 'Lena Huber',
  email: 'lena@cafe.at',
  branches: [{ id: 1 }],
  workingActivity: null,
  holidayBalance: {
    user: 7,
    name: 'Lena Huber',
    year: 2026,
    workingDaysPerWeek: 5,
    entitlementDays: 25,
    carriedOverDays: 0,
    takenDays: 3,
    remainingDays: 22,
    expiringDays: 0,
  },
};

describe('the clock page’s last known state', () => {
  it('keeps who and the activity, not the holidays', () => {
    const storage = memoryStorage();
    const store = lastKnownStore(storage, 'k');
    store.write(me);
    expect(store.read()).toEqual({
      id: 7,
      name: 'Lena Huber',
      email: 'lena@cafe.at',
      branches: [{ id: 1 }],
      workingActivity: null,
    });
    expect(storage.items.get('k')).not.toContain('remainingDays');
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it('reads nothing from a damaged or foreign entry', () => {
    const storage = memoryStorage();
    const store = lastKnownStore(storage, 'k');
    storage.setItem('k', '{not json');
    expect(store.read()).toBeUndefined();
    storage.setItem('k', JSON.stringify({ id: 'x' }));
    expect(store.read()).toBeUndefined();
  });
});
