import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceApi,
  DeviceCallError,
  printPendingJobs,
  runDeviceClient,
  type DeviceApi,
} from '../../scripts/device-client.js';
import { deviceMessages } from '../../src/domain/devices/messages.js';
import { MAX_PRINT_ATTEMPTS } from '../../src/domain/devices/print-jobs.js';
import type { DeviceStatus, PrintJobSummary } from '../../src/domain/schemas/device-protocol.js';
import { staffOrderSchema } from '../../src/domain/schemas/staff-order.js';
import { buildApp } from '../../src/server/app.js';
import { devices, printJobs } from '../../src/server/db/schema/index.js';
import {
  copyDemoFiles,
  freshDatabase,
  testTargets,
  type FreshDatabase,
} from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { fixedNow, type TestApp } from './test-app.js';

const quiet = () => undefined;
/** The printable text of an ESC/POS stream, as the printer's code page (PC858 ≈ latin1 for ASCII). */
const printedText = (bytes: Buffer) => bytes.toString('latin1');

// Each run gets a database of its own (test-database.ts), so helpers running other files never collide.
describe.each(testTargets)('print jobs and the device protocol on $name', (target) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let app: FastifyInstance;
  let url: string;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;
  let printer: { id: number; key: string; api: DeviceApi };
  let kitchenPrinter: { id: number; key: string; api: DeviceApi };
  // The app's clock: fixed, and moved on by the tests about leases and silence.
  let clock = fixedNow;
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-print-'));
  const printed = mkdtempSync(join(tmpdir(), 'tischlein-printed-'));

  async function addDevice(body: { identifier: string; type: string; branch: number | null; name?: string }) {
    const response = await admin.request({
      method: 'POST',
      url: '/api/devices',
      payload: { settings: {}, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function issueKey(id: number): Promise<string> {
    const response = await admin.request({ method: 'POST', url: `/api/devices/${id}/api-key` });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.apiKey as string;
  }

  async function place(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await postOrder(app, takeawayOrder(demo, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  const jobsOf = (deviceId: number) =>
    fresh.handle.db.select().from(printJobs).where(eq(printJobs.deviceId, deviceId)).orderBy(printJobs.id);
  const testPrint = (deviceId: number) =>
    admin.request({ method: 'POST', url: `/api/devices/${deviceId}/test/print` });

  beforeAll(async () => {
    fresh = await freshDatabase(target, 'seeded');
    copyDemoFiles(filesRoot);
    const storage = localFileStorage(filesRoot);
    app = await buildApp({ database: fresh.handle, storage, now: () => clock, publicDataTtlMs: 0 });
    // The device client talks real HTTP, as it does at the branch.
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    t = { app, database: fresh.handle, close: async () => undefined };
    demo = await loadDemo(app);
    admin = await signInAdmin(t);
    dornbirnStaff = await signInCounterStaff(t, demo, 'dornbirn');
    bregenzStaff = await signInCounterStaff(t, demo, 'bregenz');
    const dornbirn = branchId(demo, 'dornbirn');
    const printerId = await addDevice({
      identifier: 'drucker-theke',
      name: 'Theke',
      type: 'printer',
      branch: dornbirn,
    });
    const kitchenId = await addDevice({
      identifier: 'drucker-theke-kueche',
      name: 'Küche',
      type: 'printer',
      branch: dornbirn,
    });
    const printerKey = await issueKey(printerId);
    const kitchenKey = await issueKey(kitchenId);
    printer = { id: printerId, key: printerKey, api: deviceApi(url, printerKey) };
    kitchenPrinter = { id: kitchenId, key: kitchenKey, api: deviceApi(url, kitchenKey) };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await fresh?.dispose();
    rmSync(filesRoot, { recursive: true, force: true });
    rmSync(printed, { recursive: true, force: true });
  });

  it('prints an order: the job reaches the device client, which prints it and reports it done', async () => {
    const id = await place({ lastName: 'Huber-Druck' });
    const response = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/print`,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = staffOrderSchema.parse(response.json().data);
    expect(order.id).toBe(id);

    // Of the branch's two printers with a key, receipts go to the first by identifier.
    expect(await jobsOf(kitchenPrinter.id)).toEqual([]);
    const [queued] = await jobsOf(printer.id);
    expect(queued).toMatchObject({ orderId: id, kind: 'receipt', status: 'pending', attempts: 0 });

    const result = await printPendingJobs(printer.api, { kind: 'directory', path: printed }, quiet);
    expect(result).toEqual({ printed: [queued!.id], failed: [] });
    const bytes = readFileSync(join(printed, `print-job-${queued!.id}.bin`));
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(printedText(bytes)).toContain(`Nr. ${order.ticketNumber}`);
    expect(printedText(bytes)).toContain('Anna Huber-Druck');

    const [done] = await jobsOf(printer.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(done!.printedAt).toEqual(fixedNow);

    const logs = await admin.request({ method: 'GET', url: `/api/logs?entity=order&entityId=${id}` });
    const entry = (logs.json().data as { action: string; after: unknown; user: { id: number } }[]).find(
      (log) => log.action === 'print',
    );
    expect(entry).toMatchObject({
      after: { printJob: queued!.id, device: printer.id },
      user: { id: dornbirnStaff.userId },
    });
  });

  it('leaves the customer off the counter copy when staff hide customer data, and serves the PDF', async () => {
    const id = await place({ lastName: 'Verborgen' });
    const response = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/print`,
      payload: { showCustomerData: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [job] = await printer.api.claim();
    expect(job?.order).toBe(id);
    expect(printedText(Buffer.from(job!.payload.data, 'base64'))).not.toContain('Verborgen');
    await printer.api.done(job!.id);

    const pdf = await dornbirnStaff.request({ method: 'GET', url: `/api/orders/${id}/receipt.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const otherBranch = await bregenzStaff.request({ method: 'GET', url: `/api/orders/${id}/receipt.pdf` });
    expect(otherBranch.statusCode).toBe(403);
  });

  it('refuses an employee of another branch, and prints nothing', async () => {
    const id = await place();
    const before = (await jobsOf(printer.id)).length;
    const response = await bregenzStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/print`,
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toBe(
      'Diese Bestellung gehört zu einer Filiale, für die Sie nicht freigeschaltet sind.',
    );
    expect((await jobsOf(printer.id)).length).toBe(before);
    const missing = await admin.request({ method: 'POST', url: '/api/orders/99999/print', payload: {} });
    expect(missing.statusCode).toBe(404);
  });

  it('explains why a branch cannot print: no printer, or a printer without a key', async () => {
    const feldkirch = branchId(demo, 'feldkirch');
    const id = await place({ branch: feldkirch });
    const none = await admin.request({ method: 'POST', url: `/api/orders/${id}/print`, payload: {} });
    expect(none.statusCode).toBe(409);
    expect(none.json().errors[0].message).toBe(
      'Beleg konnte nicht gedruckt werden. Für die Filiale „Feldkirch Marktgasse“ ist kein Belegdrucker eingerichtet.',
    );
    await addDevice({
      identifier: 'drucker-feldkirch',
      name: 'Feldkirch Theke',
      type: 'printer',
      branch: feldkirch,
    });
    const keyless = await admin.request({ method: 'POST', url: `/api/orders/${id}/print`, payload: {} });
    expect(keyless.statusCode).toBe(409);
    expect(keyless.json().errors[0].message).toBe(
      'Beleg konnte nicht gedruckt werden. Der Belegdrucker „Feldkirch Theke“ hat noch keinen API-Schlüssel. Bitte erstellen Sie einen unter Geräte.',
    );
    const logs = await admin.request({ method: 'GET', url: `/api/logs?entity=order&entityId=${id}` });
    expect((logs.json().data as { action: string }[]).map((log) => log.action)).not.toContain('print');
  });

  it('refuses a missing or wrong key with 401 and a German message, and notes no heartbeat', async () => {
    const [before] = await fresh.handle.db.select().from(devices).where(eq(devices.id, printer.id));
    const missing = await app.inject({ method: 'POST', url: '/api/device/heartbeat' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().errors[0].message).toBe(deviceMessages.missingKey);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = deviceApi(url, `${printer.key.slice(0, -2)}xx`);
    await expect(wrong.heartbeat()).rejects.toMatchObject({
      status: 401,
      message: deviceMessages.invalidKey,
    });
    await expect(wrong.claim()).rejects.toBeInstanceOf(DeviceCallError);
    const [after] = await fresh.handle.db.select().from(devices).where(eq(devices.id, printer.id));
    expect(after!.lastSeenAt).toEqual(before!.lastSeenAt);
    // A wrong key is refused before its body is read: no validation answer tells what the call expects.
    const failedReport = await app.inject({
      method: 'POST',
      url: '/api/device/print-jobs/1/failed',
      headers: { authorization: 'Bearer falsch' },
      payload: { error: 42 },
    });
    expect(failedReport.statusCode).toBe(401);
  });

  it('refuses the key of a device that was deleted, and test prints on it', async () => {
    const id = await addDevice({
      identifier: 'drucker-alt',
      type: 'printer',
      branch: branchId(demo, 'bregenz'),
    });
    const gone = deviceApi(url, await issueKey(id));
    expect((await testPrint(id)).statusCode).toBe(201);
    await gone.heartbeat();
    expect((await admin.request({ method: 'DELETE', url: `/api/devices/${id}` })).statusCode).toBe(204);
    await expect(gone.claim()).rejects.toMatchObject({ status: 401, message: deviceMessages.invalidKey });
    const vanished = await testPrint(id);
    expect(vanished.statusCode).toBe(404);
    expect(vanished.json().errors[0].message).toBe('Gerät wurde nicht gefunden.');
    expect(await jobsOf(id)).toEqual([]);
  });

  it("does not let a device see or report another device's job", async () => {
    const queued = await testPrint(printer.id);
    expect(queued.statusCode, queued.body).toBe(201);
    const job = queued.json().data as PrintJobSummary;
    expect(job).toMatchObject({ device: printer.id, kind: 'test', status: 'pending' });
    expect(await kitchenPrinter.api.claim()).toEqual([]);
    const [claimed] = await printer.api.claim();
    expect(claimed?.id).toBe(job.id);
    expect(printedText(Buffer.from(claimed!.payload.data, 'base64'))).toContain('Testdruck');
    await expect(kitchenPrinter.api.done(job.id)).rejects.toMatchObject({
      status: 404,
      message: deviceMessages.jobNotFound,
    });
    await expect(kitchenPrinter.api.failed(job.id, 'fremd')).rejects.toMatchObject({ status: 404 });
    expect((await jobsOf(printer.id)).find((row) => row.id === job.id)).toMatchObject({ status: 'printing' });
    expect(await printer.api.done(job.id)).toMatchObject({ status: 'done' });
    // A repeated report (the first answer got lost) changes nothing; a contradicting one is refused.
    expect(await printer.api.done(job.id)).toMatchObject({ status: 'done' });
    await expect(printer.api.failed(job.id, 'doch nicht')).rejects.toMatchObject({
      status: 409,
      message: deviceMessages.alreadyPrinted,
    });
  });

  it('retries a failed job a bounded number of times, then keeps the last error', async () => {
    const job = (await testPrint(kitchenPrinter.id)).json().data as PrintJobSummary;
    for (let attempt = 1; attempt <= MAX_PRINT_ATTEMPTS; attempt++) {
      const [claimed] = await kitchenPrinter.api.claim();
      expect(claimed).toMatchObject({ id: job.id, attempts: attempt });
      const report = await kitchenPrinter.api.failed(job.id, `Papier leer (${attempt})`);
      expect(report).toMatchObject({
        status: attempt < MAX_PRINT_ATTEMPTS ? 'pending' : 'failed',
        error: `Papier leer (${attempt})`,
      });
    }
    expect(await kitchenPrinter.api.claim()).toEqual([]);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/device/print-jobs/${job.id}/failed`,
      headers: { authorization: `Bearer ${kitchenPrinter.key}` },
      payload: { error: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'error' });
  });

  it('reports a printer that cannot be reached as failed, through the client', async () => {
    const job = (await testPrint(kitchenPrinter.id)).json().data as PrintJobSummary;
    // A port nobody listens on: bound, then closed again.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    // Waited for within a short window here; the real one lasts minutes (the next test).
    const result = await printPendingJobs(
      kitchenPrinter.api,
      { kind: 'tcp', host: '127.0.0.1', port },
      quiet,
      {
        policy: { firstDelayMs: 50, maxDelayMs: 100, windowMs: 300 },
      },
    );
    expect(result).toEqual({ printed: [], failed: [job.id] });
    const [row] = (await jobsOf(kitchenPrinter.id)).filter((candidate) => candidate.id === job.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.error).toMatch(/^Der Drucker 127\.0\.0\.1:\d+ ist nicht erreichbar \(ECONNREFUSED\)\.$/);
    await fresh.handle.db.delete(printJobs).where(eq(printJobs.id, job.id));
  });

  it('waits out a printer that refuses for 10 s and prints the receipt exactly once when it is back', async () => {
    const job = (await testPrint(kitchenPrinter.id)).json().data as PrintJobSummary;
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    // The printer stand-in: nobody listens for 10 s (connections are refused), then it takes jobs.
    const received: Buffer[] = [];
    const standIn = createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => received.push(Buffer.concat(chunks)));
    });
    const back = setTimeout(() => standIn.listen(port, '127.0.0.1'), 10_000);
    const lines: string[] = [];
    try {
      const started = Date.now();
      const result = await printPendingJobs(
        kitchenPrinter.api,
        { kind: 'tcp', host: '127.0.0.1', port },
        (line) => lines.push(line),
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
      expect(result).toEqual({ printed: [job.id], failed: [] });
      expect(received).toHaveLength(1);
      expect(received[0]!.length).toBeGreaterThan(0);
      // The waits spent none of the job's attempts: it was taken once and printed.
      const [row] = (await jobsOf(kitchenPrinter.id)).filter((candidate) => candidate.id === job.id);
      expect(row).toMatchObject({ status: 'done', attempts: 1, error: null });
      expect(lines.some((line) => /Neuer Versuch für Druckauftrag \d+ in 2 s/.test(line))).toBe(true);
    } finally {
      clearTimeout(back);
      await new Promise((done) => standIn.close(done));
      await fresh.handle.db.delete(printJobs).where(eq(printJobs.id, job.id));
    }
  }, 60_000);

  it('hands a job taken but never reported out again after its lease', async () => {
    const job = (await testPrint(printer.id)).json().data as PrintJobSummary;
    expect((await printer.api.claim()).map((claimed) => claimed.id)).toEqual([job.id]);
    clock = new Date(fixedNow.getTime() + 60_000);
    expect(await printer.api.claim()).toEqual([]);
    clock = new Date(fixedNow.getTime() + 3 * 60_000);
    try {
      const [again] = await printer.api.claim();
      expect(again).toMatchObject({ id: job.id, attempts: 2, error: deviceMessages.leaseExpired });
      await printer.api.done(job.id);
    } finally {
      clock = fixedNow;
    }
  });

  it('never gives two pollers of one device the same job', async () => {
    const queued: number[] = [];
    for (let n = 0; n < 12; n++)
      queued.push(((await testPrint(printer.id)).json().data as PrintJobSummary).id);
    const pollers = [deviceApi(url, printer.key), deviceApi(url, printer.key), deviceApi(url, printer.key)];
    const taken: number[] = [];
    for (let round = 0; round < 4 && taken.length < queued.length; round++) {
      const answers = await Promise.all(pollers.map((poller) => poller.claim(2)));
      taken.push(...answers.flat().map((job) => job.id));
    }
    expect([...taken].sort((a, b) => a - b)).toEqual(queued);
    expect(new Set(taken).size).toBe(taken.length);
    await Promise.all(taken.map((id) => printer.api.done(id)));
  });

  it('runs as a command: one heartbeat and one poll, the receipt sent to a TCP printer', async () => {
    const received: Buffer[] = [];
    const fakePrinter = createServer((socket) => socket.on('data', (chunk: Buffer) => received.push(chunk)));
    await new Promise<void>((done) => fakePrinter.listen(0, '127.0.0.1', done));
    const port = (fakePrinter.address() as AddressInfo).port;
    try {
      const id = await place({ lastName: 'Kommandozeile' });
      await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/print`, payload: {} });
      const child = spawn(
        join('node_modules', '.bin', 'tsx'),
        ['scripts/device-client.ts', '--url', url, '--output', `tcp:127.0.0.1:${port}`, '--once'],
        { env: { ...process.env, TISCHLEIN_DEVICE_KEY: printer.key }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let log = '';
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const code = await new Promise<number | null>((done) => child.on('close', done));
      expect(code, log).toBe(0);
      expect(log).toContain('Angemeldet als Gerät „Theke“');
      expect(printedText(Buffer.concat(received))).toContain('Anna Kommandozeile');
      expect((await jobsOf(printer.id)).filter((job) => job.orderId === id)).toMatchObject([
        { status: 'done' },
      ]);
    } finally {
      await new Promise((done) => fakePrinter.close(done));
    }
  }, 60_000);

  it('stops the client loop on a refused key instead of retrying forever', async () => {
    await expect(
      runDeviceClient({
        api: deviceApi(url, 'gibt-es-nicht'),
        output: { kind: 'directory', path: printed },
        pollSeconds: 0.01,
        once: false,
        log: quiet,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('raises the heartbeat alarm for a device silent for three minutes, for its branch only', async () => {
    const status = async (session: StaffSession) => {
      const response = await session.request({ method: 'GET', url: '/api/devices/status' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as DeviceStatus[];
    };
    try {
      expect(await printer.api.heartbeat()).toMatchObject({
        device: { id: printer.id, identifier: 'drucker-theke', type: 'printer' },
        seenAt: fixedNow.toISOString(),
        heartbeatSeconds: 30,
      });
      clock = new Date(fixedNow.getTime() + 2 * 60_000 + 59_000);
      expect((await status(dornbirnStaff)).find((device) => device.id === printer.id)).toMatchObject({
        isSilent: false,
        lastSeenAt: fixedNow.toISOString(),
      });
      clock = new Date(fixedNow.getTime() + 3 * 60_000);
      const seen = await status(dornbirnStaff);
      expect(seen.find((device) => device.id === printer.id)).toMatchObject({ isSilent: true });
      expect(seen.every((device) => device.branch === branchId(demo, 'dornbirn'))).toBe(true);
      expect(await status(bregenzStaff)).toEqual([]);
      // Any call of the device is a sign of life.
      await printer.api.claim();
      expect((await status(admin)).find((device) => device.id === printer.id)).toMatchObject({
        isSilent: false,
        lastSeenAt: clock.toISOString(),
      });
    } finally {
      clock = fixedNow;
    }
  });

  it('test-prints only on a printer with a key, for administrators', async () => {
    const employee = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/devices/${printer.id}/test/print`,
    });
    expect(employee.statusCode).toBe(403);
    const board = await addDevice({
      identifier: 'theke-tablet',
      type: 'frontdesk',
      branch: branchId(demo, 'dornbirn'),
    });
    const notAPrinter = await testPrint(board);
    expect(notAPrinter.statusCode).toBe(409);
    expect(notAPrinter.json().errors[0].message).toBe(
      'Test nicht erfolgreich. Nur ein Gerät der Art Drucker kann einen Testbeleg drucken.',
    );
    const unknown = await testPrint(99999);
    expect(unknown.statusCode).toBe(404);
    const logs = await admin.request({
      method: 'GET',
      url: `/api/logs?entity=device&entityId=${printer.id}`,
    });
    expect((logs.json().data as { action: string }[]).map((log) => log.action)).toContain('test-print');
  });
});
