import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../../src/server/db/schema/index.js';
import { breakfastBody, onePerson, submit } from './request-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const url = process.env.TEST_DATABASE_URL;

// PGlite serves one connection at a time, so real races need the PostgreSQL server (ARCHITECTURE.md, 7).
describe.skipIf(url === undefined)('the last breakfast seats on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'postgres', url: url! });
  });
  afterAll(async () => t?.close());

  it('gives 20 parallel guests exactly the 2 seats left in a slot', async () => {
    // Sunday 29 November, 10:00-10:30: 22 of the block's 24 seats are taken.
    const date = '2026-11-29T09:00:00.000Z';
    const people = Object.fromEntries(
      Array.from({ length: 22 }, (_, i) => [String(i + 1), 'Wiener Frühstück']),
    );
    const first = await submit(
      t,
      'breakfast-forms',
      breakfastBody({ date, breakfastConfig: { Erwachsene: { amount: 22, people } } }),
    );
    expect(first.statusCode).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // Any time inside the slot takes its seats: 10:00, 10:05 … 10:25.
        submit(
          t,
          'breakfast-forms',
          onePerson(`2026-11-29T09:${String((i % 6) * 5).padStart(2, '0')}:00.000Z`),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(18);
    const held = await t.database.db
      .select({ persons: requests.persons })
      .from(requests)
      .where(and(eq(requests.slotStart, new Date(date)), ne(requests.status, 'declined')));
    expect(held.reduce((sum, row) => sum + row.persons, 0)).toBe(24);
  });
});
