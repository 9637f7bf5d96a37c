import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceApi, runDeviceClient, type DeviceApi } from '../../scripts/device-client.js';
import { deviceMessages } from '../../src/domain/devices/messages.js';
import { MAX_PRINT_ATTEMPTS } from '../../src/domain/devices/print-jobs.js';
import type {
  DeviceCommand,
  FailedPrintJob,
  PrintJobSummary,
} from '../../src/domain/schemas/device-protocol.js';
import { buildApp } from '../../src/server/app.js';
import {
  copyDemoFiles,
  freshDatabase,
  testTargets,
  type FreshDatabase,
} from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { branchId, loadDemo, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { fixedNow, type TestApp } from './test-app.js';

describe.each(testTargets)('device commands on $name', (target) => {
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  let url: string;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;
  let printer: { id: number; api: DeviceApi };
  let otherPrinter: { id: number; api: DeviceApi };
  let keyless: number;
  let clock = fixedNow;
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-commands-'));
  const printed = mkdtempSync(join(tmpdir(), 'tischlein-commands-printed-'));

  async function addDevice(identifier: string, name: string, branch: number) {
    const response = await admin.request({
      method: 'POST',
      url: '/api/devices',
      payload: { identifier, name, type: 'printer', branch, settings: {} },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function keyed(id: number): Promise<{ id: number; api: DeviceApi }> {
    const response = await admin.request({ method: 'POST', url: `/api/devices/${id}/api-key` });
    expect(response.statusCode, response.body).toBe(201);
    return { id, api: deviceApi(url, response.json().data.apiKey as string) };
  }

  const command = (deviceId: number, path: 'test/notification' | 'request-device-logs', as = admin) =>
    as.request({ method: 'POST', url: `/api/devices/${deviceId}/${path}` });

  /** One heartbeat and one poll of the real client, its log lines collected. */
  async function pollOnce(api: DeviceApi): Promise<string[]> {
    const lines: string[] = [];
    await runDeviceClient({
      api,
      output: { kind: 'directory', path: printed },
      pollSeconds: 1,
      once: true,
      log: (line) => lines.push(line),
    });
    return lines;
  }

  beforeAll(async () => {
    fresh = await freshDatabase(target, 'seeded');
    copyDemoFiles(filesRoot);
    const storage = localFileStorage(filesRoot);
    app = await buildApp({ database: fresh.handle, storage, now: () => clock, publicDataTtlMs: 0 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const t: TestApp = { app, database: fresh.handle, close: async () => undefined };
    demo = await loadDemo(app);
    admin = await signInAdmin(t);
    dornbirnStaff = await signInCounterStaff(t, demo, 'dornbirn');
    bregenzStaff = await signInCounterStaff(t, demo, 'bregenz');
    const dornbirn = branchId(demo, 'dornbirn');
    printer = await keyed(await addDevice('drucker-theke', 'Theke', dornbirn));
    otherPrinter = await keyed(await addDevice('drucker-kueche', 'Küche', dornbirn));
    keyless = await addDevice('drucker-neu', 'Neu', dornbirn);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await fresh?.dispose();
    rmSync(filesRoot, { recursive: true, force: true });
    rmSync(printed, { recursive: true, force: true });
  });

  it('sends a test notification that the device client shows and confirms', async () => {
    const queued = await command(printer.id, 'test/notification');
    expect(queued.statusCode, queued.body).toBe(201);
    const sent = queued.json().data as DeviceCommand;
    expect(sent).toMatchObject({ device: printer.id, type: 'test-notification', status: 'pending' });
    expect((await printer.api.heartbeat()).pendingCommands).toBe(1);
    expect(await otherPrinter.api.claimCommands()).toEqual([]);

    const lines = await pollOnce(printer.api);
    expect(lines.join('\n')).toContain('Benachrichtigung: Testbenachrichtigung für „Theke“');
    const list = await admin.request({ method: 'GET', url: `/api/devices/${printer.id}/commands` });
    expect(list.json().data[0]).toMatchObject({ id: sent.id, status: 'done', hasLog: false });
    expect((await printer.api.heartbeat()).pendingCommands).toBe(0);
  });

  it('fetches a device log through the protocol, which staff then download', async () => {
    const queued = await command(printer.id, 'request-device-logs');
    expect(queued.statusCode, queued.body).toBe(201);
    const requested = queued.json().data as DeviceCommand;
    const early = await admin.request({
      method: 'GET',
      url: `/api/devices/${printer.id}/commands/${requested.id}/log`,
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().errors[0].message).toBe(deviceMessages.logNotYetUploaded);

    await pollOnce(printer.api);
    const download = await admin.request({
      method: 'GET',
      url: `/api/devices/${printer.id}/commands/${requested.id}/log`,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="log-drucker-theke-2026-11-20T08-30-00\.txt"$/,
    );
    expect(download.body).toContain('Angemeldet als Gerät „Theke“');
    expect(download.body).toContain(`Log angefordert (Befehl ${requested.id})`);
    // Another device's command is not found under this device.
    const foreign = await admin.request({
      method: 'GET',
      url: `/api/devices/${otherPrinter.id}/commands/${requested.id}/log`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses with the spec's texts a device that has no key, and leaves commands to administrators", async () => {
    const test = await command(keyless, 'test/notification');
    expect(test.statusCode).toBe(409);
    expect(test.json().errors[0].message).toBe(
      `${deviceMessages.testFailed} ${deviceMessages.deviceWithoutKey}`,
    );
    const logs = await command(keyless, 'request-device-logs');
    expect(logs.statusCode).toBe(409);
    expect(logs.json().errors[0].message).toMatch(/^Log konnte nicht angefordert werden\. /);
    expect((await command(999_999, 'test/notification')).statusCode).toBe(404);
    expect((await command(printer.id, 'test/notification', dornbirnStaff)).statusCode).toBe(403);
    expect((await command(printer.id, 'request-device-logs', dornbirnStaff)).statusCode).toBe(403);
    const list = await admin.request({ method: 'GET', url: `/api/devices/${keyless}/commands` });
    expect(list.json().data).toEqual([]);
  });

  it('takes answers only from the device that holds the command, and only in order', async () => {
    const requested = (await command(printer.id, 'request-device-logs')).json().data as DeviceCommand;
    await expect(printer.api.commandDone(requested.id, 'zu früh')).rejects.toMatchObject({
      status: 409,
      message: deviceMessages.commandNotSent,
    });
    const [task] = await printer.api.claimCommands();
    expect(task).toMatchObject({ id: requested.id, type: 'device-logs', status: 'sent' });
    await expect(otherPrinter.api.commandDone(requested.id, 'fremd')).rejects.toMatchObject({
      status: 404,
      message: deviceMessages.commandNotFound,
    });
    await expect(printer.api.commandDone(requested.id)).rejects.toMatchObject({
      status: 409,
      message: deviceMessages.logMissing,
    });
    expect(await printer.api.commandFailed(requested.id, 'Speicher voll')).toMatchObject({
      status: 'failed',
      error: 'Speicher voll',
    });
    expect(await printer.api.commandFailed(requested.id, 'Speicher voll')).toMatchObject({
      status: 'failed',
    });
    await expect(printer.api.commandDone(requested.id, 'doch')).rejects.toMatchObject({ status: 409 });
  });

  it('hands a command taken but never answered out again after its lease', async () => {
    const sent = (await command(otherPrinter.id, 'test/notification')).json().data as DeviceCommand;
    expect((await otherPrinter.api.claimCommands()).map((task) => task.id)).toEqual([sent.id]);
    clock = new Date(fixedNow.getTime() + 60_000);
    expect(await otherPrinter.api.claimCommands()).toEqual([]);
    clock = new Date(fixedNow.getTime() + 3 * 60_000);
    try {
      expect((await otherPrinter.api.claimCommands()).map((task) => task.id)).toEqual([sent.id]);
      expect(await otherPrinter.api.commandDone(sent.id)).toMatchObject({ status: 'done' });
    } finally {
      clock = fixedNow;
    }
  });

  it('lists print jobs that failed for good to staff of the branch, who send them again', async () => {
    const queued = await admin.request({ method: 'POST', url: `/api/devices/${otherPrinter.id}/test/print` });
    const job = queued.json().data as PrintJobSummary;
    for (let attempt = 1; attempt <= MAX_PRINT_ATTEMPTS; attempt++) {
      await otherPrinter.api.claim();
      await otherPrinter.api.failed(job.id, 'Papier leer');
    }
    const failedFor = async (session: StaffSession) => {
      const response = await session.request({ method: 'GET', url: '/api/print-jobs/failed' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as FailedPrintJob[];
    };
    expect(await failedFor(dornbirnStaff)).toEqual([
      expect.objectContaining({
        id: job.id,
        status: 'failed',
        error: 'Papier leer',
        deviceName: 'Küche',
        title: 'Testdruck Küche',
      }),
    ]);
    expect(await failedFor(bregenzStaff)).toEqual([]);

    const retry = (session: StaffSession) =>
      session.request({ method: 'POST', url: `/api/print-jobs/${job.id}/retry` });
    expect((await retry(bregenzStaff)).statusCode).toBe(404);
    const again = await retry(dornbirnStaff);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: job.id, status: 'pending', attempts: 0, error: null });
    const twice = await retry(dornbirnStaff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe(deviceMessages.jobNotRetryable);
    expect(await failedFor(admin)).toEqual([]);
    const [claimed] = await otherPrinter.api.claim();
    expect(claimed).toMatchObject({ id: job.id, attempts: 1 });
    await otherPrinter.api.done(job.id);
  });
});
