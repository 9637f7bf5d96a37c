import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/server/db/schema/index.js';
import { createApiKeyCheck } from '../../src/server/organisation/index.js';
import type { EventBus } from '../../src/server/realtime/event-bus.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, listenOnLoopback, testDatabases, type TestApp } from './test-app.js';

type Board = { events: string[]; ended: Promise<void> };

/** Opens a board's event stream over real HTTP and records the names of the events it receives. */
async function openBoardStream(url: string, signal: AbortSignal): Promise<Board> {
  const response = await fetch(url, { signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let text = '';
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      const names = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]!);
      events.splice(0, events.length, ...names);
      if (events.includes('ready')) onReady();
    }
  })();
  await Promise.race([ready, ended]);
  return { events, ended };
}

const within = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

describe.each(testDatabases)('replacing a board key on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let base: string;
  const aborts = new AbortController();

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAs(t, { email: 'chefin@tischlein.test', roles: ['ROLE_ADMIN'] });
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    aborts.abort();
    await t?.close();
  });

  const issueKey = async (branch: number, kind: 'frontdesk' | 'backoffice') => {
    const issued = await admin.request({ method: 'POST', url: `/api/branches/${branch}/api-keys/${kind}` });
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json().data.apiKey as string;
  };

  it('ends the event streams opened with the old key at once, and only those', async () => {
    const dornbirn = branchId(demo, 'dornbirn');
    const oldKey = await issueKey(dornbirn, 'frontdesk');
    const backofficeKey = await issueKey(dornbirn, 'backoffice');
    const replaced = await openBoardStream(
      `${base}/api/orders/frontdesk/${dornbirn}/${oldKey}/events`,
      aborts.signal,
    );
    const untouched = await openBoardStream(
      `${base}/api/orders/backoffice/${dornbirn}/${backofficeKey}/events`,
      aborts.signal,
    );

    const newKey = await issueKey(dornbirn, 'frontdesk');
    expect(await Promise.race([replaced.ended, within(3000)])).toBeUndefined();
    expect(replaced.events).toEqual(['ready', 'resync']);

    // The other board of the branch keeps its stream and hears the next order; the new key streams too.
    const current = await openBoardStream(
      `${base}/api/orders/frontdesk/${dornbirn}/${newKey}/events`,
      aborts.signal,
    );
    expect((await postOrder(t.app, takeawayOrder(demo))).statusCode).toBe(201);
    for (const board of [untouched, current]) {
      await expect.poll(() => board.events.includes('order'), { timeout: 3000 }).toBe(true);
    }
    expect(await Promise.race([untouched.ended, within(200)])).toBe('timeout');
    const refused = await fetch(`${base}/api/orders/frontdesk/${dornbirn}/${oldKey}/events`);
    expect(refused.status).toBe(403);
  });

  it('refuses a replaced key at its next call, also when another instance replaced it', async () => {
    const branch = branchId(demo, 'feldkirch');
    const boardCall = async (key: string) =>
      (await t.app.inject({ url: `/api/orders/frontdesk/${branch}/${key}/print-jobs/failed` })).statusCode;
    const first = await issueKey(branch, 'frontdesk');
    expect(await boardCall(first)).toBe(200);
    expect(await boardCall(first)).toBe(200);
    const second = await issueKey(branch, 'frontdesk');
    expect(await boardCall(first)).toBe(403);
    expect(await boardCall(second)).toBe(200);

    // Another instance's rotation reaches this one through the database's announcement.
    const third = 'schluessel-einer-anderen-instanz';
    await t.database.db
      .update(branches)
      .set({ frontdeskApiKeyHash: createHash('sha256').update(third).digest('hex') })
      .where(eq(branches.id, branch));
    await expect.poll(() => boardCall(second), { timeout: 3000 }).toBe(403);
    expect(await boardCall(third)).toBe(200);
  });

  it('keeps the stored hash until forget() or its time limit when no announcement comes', async () => {
    const branch = branchId(demo, 'bregenz');
    const store = (key: string) =>
      t.database.db
        .update(branches)
        .set({ backofficeApiKeyHash: createHash('sha256').update(key).digest('hex') })
        .where(eq(branches.id, branch));
    // A bus that never delivers: an announcement lost between instances.
    const deaf: EventBus = {
      publish: async () => undefined,
      subscribe: async () => () => undefined,
      connected: () => true,
      close: async () => undefined,
    };
    let now = 0;
    const check = await createApiKeyCheck({ db: t.database.db, events: deaf, ttlMs: 60_000, now: () => now });
    await store('alt');
    expect(await check.isValid(branch, 'backoffice', 'alt')).toBe(true);
    await store('neu');
    expect(await check.isValid(branch, 'backoffice', 'alt')).toBe(true);
    check.forget();
    expect(await check.isValid(branch, 'backoffice', 'alt')).toBe(false);
    expect(await check.isValid(branch, 'backoffice', 'neu')).toBe(true);
    await store('neuer');
    now = 59_999;
    expect(await check.isValid(branch, 'backoffice', 'neuer')).toBe(false);
    now = 60_000;
    expect(await check.isValid(branch, 'backoffice', 'neuer')).toBe(true);
  });
});
