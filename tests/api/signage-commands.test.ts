import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signageCommandMessages as messages } from '../../src/domain/signage/commands.js';
import { notFoundMessage, validationMessages as m } from '../../src/domain/validation/messages.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;

/** A TV's player stream over real HTTP, collecting its events as the browser's EventSource would. */
async function openPlayerStream(url: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        state.ended = true;
        return;
      }
      state.text += decoder.decode(chunk.value, { stream: true });
    }
  })();
  const events = (name: string) =>
    [...state.text.matchAll(new RegExp(`^event: ${name}\\ndata: (.*)$`, 'gm'))].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  await expect.poll(() => events('ready').length, { timeout: 5000 }).toBe(1);
  return { events, ended: () => state.ended };
}

describe.each(testDatabases)('digital signage commands and player on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let demo: Demo;
  let base: string;
  const aborts = new AbortController();
  const ids = { tv: 0, keyless: 0, segments: [] as number[], stream: 0 };
  let key = '';

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAs(t, { email: 'technik@cafe.example', roles: ['ROLE_ADMIN'] });
    employee = await signInAs(t, { email: 'service@cafe.example', roles: ['ROLE_EMPLOYEE'], branchIds: [1] });
    const call = async (url: string, payload: object) => {
      const response = await admin.request({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(201);
      return response.json().data as { id: number };
    };
    const soup = await call('/api/digital-signage-segments', {
      name: 'Suppe',
      content: { title: 'Tagessuppe', text: 'Kürbis' },
    });
    const pickup = await call('/api/digital-signage-segments', {
      name: 'Abholung',
      durationSeconds: 20,
      content: { board: 'pickup', schedule: { days: ['monday'], from: '07:00', to: '11:00' } },
    });
    ids.segments = [soup.id, pickup.id];
    ids.stream = (
      await call('/api/digital-signage-streams', {
        name: 'Theke',
        segments: [{ id: soup.id }, { id: pickup.id }],
      })
    ).id;
    ids.tv = (
      await call('/api/digital-signage-devices', {
        identifier: 'tv-theke',
        name: 'Theke',
        branch: branchId(demo, 'dornbirn'),
        stream: ids.stream,
      })
    ).id;
    ids.keyless = (await call('/api/digital-signage-devices', { identifier: 'tv-lager' })).id;
    key = (
      await admin.request({ method: 'POST', url: `/api/digital-signage-devices/${ids.tv}/api-key` })
    ).json().data.apiKey;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, SETUP_MS);
  afterAll(async () => {
    aborts.abort();
    await t?.close();
  });

  const command = (id: number, payload: object) =>
    admin.request({ method: 'POST', url: `/api/digital-signage-devices/${id}/command`, payload });
  const abort = (id: number) =>
    admin.request({ method: 'POST', url: `/api/digital-signage-devices/${id}/command/abort` });

  it('plays the TV its stream with its key, and refuses a wrong key or an unknown TV alike', async () => {
    const playlist = await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}` });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.json().data).toMatchObject({
      tv: { id: ids.tv, name: 'Theke', branch: branchId(demo, 'dornbirn') },
      stream: { id: ids.stream, name: 'Theke' },
      command: null,
    });
    expect(playlist.json().data.segments.map((s: { id: number; kind: string }) => [s.id, s.kind])).toEqual([
      [ids.segments[0], 'text'],
      [ids.segments[1], 'pickupBoard'],
    ]);
    expect(playlist.json().data.segments[1].content.schedule).toEqual({
      days: ['monday'],
      from: '07:00',
      to: '11:00',
    });
    for (const url of [
      `/api/signage/${ids.tv}/${key}x`,
      `/api/signage/${ids.keyless}/${key}`,
      `/api/signage/999999/${key}`,
      `/api/signage/${ids.tv}/${key}x/events`,
      `/api/signage/${ids.tv}/${key}x/pickup`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].message).toBe(messages.invalidKey);
    }
    const heartbeat = await t.app.inject({ method: 'POST', url: `/api/signage/${ids.tv}/${key}x/heartbeat` });
    expect(heartbeat.statusCode).toBe(403);
  });

  it('records the heartbeat as the TV’s last sighting', async () => {
    const heartbeat = await t.app.inject({ method: 'POST', url: `/api/signage/${ids.tv}/${key}/heartbeat` });
    expect(heartbeat.json()).toEqual({ data: { command: null } });
    const tv = (await admin.request({ method: 'GET', url: `/api/digital-signage-devices/${ids.tv}` })).json()
      .data;
    expect(tv).toMatchObject({ lastSeenAt: fixedNow.toISOString(), isOnline: true });
  });

  it('sends a command to the playing TV at once, answers the updated TV, and aborts it', async () => {
    const stream = await openPlayerStream(`${base}/api/signage/${ids.tv}/${key}/events`, aborts.signal);
    const sent = await command(ids.tv, {
      id: ids.tv,
      command: { type: 'show-segment', segment: ids.segments[1] },
    });
    expect(sent.statusCode).toBe(200);
    const issued = {
      type: 'show-segment',
      payload: { segment: ids.segments[1] },
      issuedAt: fixedNow.toISOString(),
    };
    expect(sent.json().data).toMatchObject({ id: ids.tv, identifier: 'tv-theke', pendingCommand: issued });
    await expect.poll(() => stream.events('command'), { timeout: 2000 }).toEqual([{ command: issued }]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}` })).json().data.command,
    ).toEqual(issued);

    const aborted = await abort(ids.tv);
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json().data).toMatchObject({ id: ids.tv, pendingCommand: null });
    await expect.poll(() => stream.events('command').at(-1), { timeout: 2000 }).toEqual({ command: null });

    const muted = await command(ids.tv, { id: ids.tv, command: { type: 'mute' } });
    expect(muted.json().data.pendingCommand).toMatchObject({ type: 'mute', payload: {} });
    await expect.poll(() => stream.events('command').length, { timeout: 2000 }).toBe(3);
    expect((await abort(ids.tv)).statusCode).toBe(200);
  });

  it('refuses a command with the spec’s German texts and changes nothing', async () => {
    const unknownTv = await command(999_999, { id: 999_999, command: { type: 'reload' } });
    expect(unknownTv.statusCode).toBe(404);
    expect(unknownTv.json().errors[0].message).toBe(notFoundMessage('TV'));
    const unknownAbort = await abort(999_999);
    expect(unknownAbort.statusCode).toBe(404);
    expect(unknownAbort.json().errors[0].message).toBe(notFoundMessage('TV'));

    const mismatch = await command(ids.tv, { id: ids.keyless, command: { type: 'reload' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toEqual({ message: m.idMismatch, field: 'id' });

    const unknownType = await command(ids.tv, { id: ids.tv, command: { type: 'explode' } });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors[0].message).toBe('Unbekannter Befehl.');

    const unknownSegment = await command(ids.tv, {
      id: ids.tv,
      command: { type: 'show-segment', segment: 999_999 },
    });
    expect(unknownSegment.statusCode).toBe(422);
    expect(unknownSegment.json().errors[0]).toEqual({
      message: `${messages.failed} ${messages.unknownSegment}`,
      field: 'command.segment',
    });

    const keyless = await command(ids.keyless, { id: ids.keyless, command: { type: 'reload' } });
    expect(keyless.statusCode).toBe(409);
    expect(keyless.json().errors[0].message).toBe(`${messages.failed} ${messages.withoutKey}`);

    const nothing = await abort(ids.tv);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().errors[0].message).toBe(`${messages.abortFailed} ${messages.nothingToAbort}`);

    const tv = (await admin.request({ method: 'GET', url: `/api/digital-signage-devices/${ids.tv}` })).json()
      .data;
    expect(tv.pendingCommand).toBeNull();
    const forbidden = await employee.request({
      method: 'POST',
      url: `/api/digital-signage-devices/${ids.tv}/command`,
      payload: { id: ids.tv, command: { type: 'reload' } },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('shows an order set ready on the pickup board, and tells the TV when the branch’s orders change', async () => {
    const stream = await openPlayerStream(`${base}/api/signage/${ids.tv}/${key}/events`, aborts.signal);
    const pickup = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}/pickup` })).json().data
        .tickets;
    expect(await pickup()).toEqual([]);
    const placed = await postOrder(t.app, takeawayOrder(demo));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as { id: number; ticketNumber: number };
    expect(order.ticketNumber).toEqual(expect.any(Number));
    await expect.poll(() => stream.events('orders').length, { timeout: 2000 }).toBeGreaterThan(0);
    for (const action of ['confirm', 'in-delivery']) {
      const acted = await admin.request({ method: 'POST', url: `/api/orders/${order.id}/status/${action}` });
      expect(acted.statusCode).toBe(200);
    }
    expect(await pickup()).toEqual([order.ticketNumber]);
    const done = await admin.request({ method: 'POST', url: `/api/orders/${order.id}/status/completed` });
    expect(done.statusCode).toBe(200);
    expect(await pickup()).toEqual([]);
  });

  it('ends the stream of the old key the moment the TV gets a new one', async () => {
    const stream = await openPlayerStream(`${base}/api/signage/${ids.tv}/${key}/events`, aborts.signal);
    const other = await openPlayerStream(`${base}/api/signage/${ids.tv}/${key}/events`, aborts.signal);
    const issued = await admin.request({
      method: 'POST',
      url: `/api/digital-signage-devices/${ids.tv}/api-key`,
    });
    expect(issued.statusCode).toBe(201);
    const startedAt = Date.now();
    await expect.poll(() => stream.ended() && other.ended(), { timeout: 2000, interval: 20 }).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(stream.events('resync')).toHaveLength(1);
    const newKey = issued.json().data.apiKey as string;
    const old = await t.app.inject({ method: 'GET', url: `/api/signage/${ids.tv}/${key}/events` });
    expect(old.statusCode).toBe(403);
    const fresh = await openPlayerStream(`${base}/api/signage/${ids.tv}/${newKey}/events`, aborts.signal);
    expect(fresh.ended()).toBe(false);
    key = newKey;
  });
});
