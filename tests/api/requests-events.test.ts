import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branches } from '../../src/server/db/schema/index.js';
import { breakfastBody, submit } from './request-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, listenOnLoopback, testDatabases, type TestApp } from './test-app.js';

/** Opens the requests stream over real HTTP with a staff cookie and collects its `request` events. */
async function openStream(url: string, cookie: string, signal: AbortSignal) {
  const response = await fetch(url, { headers: { cookie }, signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ready: false };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      state.text += decoder.decode(chunk.value, { stream: true });
      if (state.text.includes('event: ready')) state.ready = true;
    }
  })();
  await expect.poll(() => state.ready, { timeout: 5000 }).toBe(true);
  return {
    requestIds: () =>
      [...state.text.matchAll(/^event: request\ndata: (.*)$/gm)].map(
        (match) => (JSON.parse(match[1]!) as { requestId: number }).requestId,
      ),
  };
}

describe.each(testDatabases)('requests arrive live on $name', (target) => {
  let t: TestApp;
  let base: string;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;
  const aborts = new AbortController();

  beforeAll(async () => {
    t = await createTestApp(target);
    const idOf = async (identifier: string) =>
      (
        await t.database.db
          .select({ id: branches.id })
          .from(branches)
          .where(eq(branches.identifier, identifier))
      )[0]!.id;
    dornbirnStaff = await signInAs(t, {
      email: 'dornbirn@tischlein.test',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [await idOf('dornbirn')],
    });
    bregenzStaff = await signInAs(t, {
      email: 'bregenz@tischlein.test',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [await idOf('bregenz')],
    });
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    aborts.abort();
    await t?.close();
  });

  it("tells the branch's staff about a new request and nobody else", async () => {
    const mine = await openStream(`${base}/api/requests/events`, dornbirnStaff.cookie, aborts.signal);
    const other = await openStream(`${base}/api/requests/events`, bregenzStaff.cookie, aborts.signal);
    const response = await submit(t, 'breakfast-forms', breakfastBody());
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    await expect.poll(() => mine.requestIds(), { timeout: 5000 }).toContain(id);
    expect(other.requestIds()).toEqual([]);
  });
});
