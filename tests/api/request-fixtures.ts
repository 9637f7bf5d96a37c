import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.js';

let address = 0;
/** Each submit from its own address, unless a test means the per-address limit. */
export const nextAddress = () => `10.15.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export const breakfastBody = (over: Record<string, unknown> = {}) => ({
  name: 'Hanna Gast',
  phone: '+43 664 1234567',
  email: 'hanna@gast.example',
  comment: 'Ein Kinderstuhl bitte.',
  // Saturday 21 November 2026, 09:00 in Vienna (the test clock stands on Friday 09:30).
  date: '2026-11-21T08:00:00.000Z',
  breakfastConfig: {
    Erwachsene: { amount: 2, people: { '1': 'Wiener Frühstück', '2': 'Veganes Frühstück' } },
    'Kinder bis 12 Jahre': { amount: '1', people: { '1': 'Kinderfrühstück' } },
  },
  variants: ['Wiener Frühstück', 'Veganes Frühstück', 'Kinderfrühstück'],
  website: '',
  fillMs: 45_000,
  ...over,
});

export const contactBody = (over: Record<string, unknown> = {}) => ({
  name: 'Karl Kontakt',
  phone: '0664 7654321',
  email: 'karl@kontakt.example',
  comment: 'Jause für 12 Personen am Samstag?',
  date: '2026-11-28T07:30:00.000Z',
  plateSelection: {
    default: { active: true, label: 'Standardbrettle mit Wurst', quantity: 2 },
    vegetarian: { active: false, label: 'Vegetarisches Brettle', quantity: '' },
  },
  website: '',
  fillMs: 20_000,
  ...over,
});

export function submit(
  t: TestApp,
  form: 'forms' | 'breakfast-forms',
  payload: unknown,
  options: { key?: string; ip?: string } = {},
) {
  const headers: InjectOptions['headers'] = {};
  if (options.key) headers['idempotency-key'] = options.key;
  // The connection's own address: without TRUST_PROXY a forwarded header names nobody.
  return t.app.inject({
    method: 'POST',
    url: `/custom/${form}`,
    payload: payload as InjectOptions['payload'],
    headers,
    remoteAddress: options.ip ?? nextAddress(),
  });
}

/** One person of the first group, at `date`. */
export const onePerson = (date: string) =>
  breakfastBody({
    date,
    breakfastConfig: { Erwachsene: { amount: 1, people: { '1': 'Wiener Frühstück' } } },
  });
