import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

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
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
});
