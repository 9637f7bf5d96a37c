import { describe, expect, it } from 'vitest';
import { readLocalSetting, readLocalSettings, writeLocalSetting } from './local-settings.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('local settings', () => {
  it('are true until set', () => {
    expect(readLocalSettings(memoryStorage())).toEqual({ show_product_data: true, show_customer_data: true });
  });

  it('are stored as 0 and 1 under their own keys', () => {
    const storage = memoryStorage();
    writeLocalSetting(storage, 'show_customer_data', false);
    writeLocalSetting(storage, 'show_product_data', true);
    expect(storage.values.get('show_customer_data')).toBe('0');
    expect(storage.values.get('show_product_data')).toBe('1');
    expect(readLocalSettings(storage)).toEqual({ show_product_data: true, show_customer_data: false });
  });

  it('read only 0 as off', () => {
    expect(readLocalSetting(memoryStorage({ show_product_data: '0' }), 'show_product_data')).toBe(false);
    expect(readLocalSetting(memoryStorage({ show_product_data: 'x' }), 'show_product_data')).toBe(true);
  });
});
