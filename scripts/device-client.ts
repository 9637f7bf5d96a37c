// A receipt printer's side of the device protocol (ADR 010): it reports in, takes its print jobs, sends
// each ESC/POS stream to the printer and says how it went. It also carries out the back office's commands:
// a test notification is written to its log, a log request uploads the log lines it kept.
//
//   npx tsx scripts/device-client.ts --url https://bestellen.example.at --key=<key> \
//     [--output stdout | dir:<folder> | tcp:<host>[:<port>]] [--poll <seconds>] [--once]
//
// The key may come from TISCHLEIN_DEVICE_KEY instead, so it does not show in the process list. Output
// `tcp:` talks raw TCP to a network printer (port 9100 unless given); `dir:` writes one .bin file per job;
// `stdout` writes the bytes for a pipe (`… > /dev/usb/lp0`). Log lines go to stderr.
import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type {
  DeviceCommand,
  DeviceCommandTask,
  Heartbeat,
  PrintJob,
  PrintJobSummary,
} from '../src/domain/schemas/device-protocol.js';

export type Output =
  { kind: 'stdout' } | { kind: 'directory'; path: string } | { kind: 'tcp'; host: string; port: number };

/** A refusal of the server, with its German message. */
export class DeviceCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceCallError';
  }
}

/** The calls of the protocol, each with the device's key. */
export function deviceApi(baseUrl: string, key: string) {
  async function call<Data>(path: string, body: unknown = {}): Promise<Data> {
    const response = await fetch(new URL(`/api/device${path}`, baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      data?: Data;
      errors?: { message: string }[];
    };
    if (!response.ok) {
      throw new DeviceCallError(response.status, answer.errors?.[0]?.message ?? `HTTP ${response.status}`);
    }
    return answer.data as Data;
  }
  return {
    heartbeat: () => call<Heartbeat>('/heartbeat'),
    claim: (limit = 5) => call<PrintJob[]>('/print-jobs/claim', { limit }),
    done: (id: number) => call<PrintJobSummary>(`/print-jobs/${id}/done`),
    failed: (id: number, error: string) => call<PrintJobSummary>(`/print-jobs/${id}/failed`, { error }),
    claimCommands: () => call<DeviceCommandTask[]>('/commands/claim'),
    commandDone: (id: number, log: string | null = null) =>
      call<DeviceCommand>(`/commands/${id}/done`, { log }),
    commandFailed: (id: number, error: string) => call<DeviceCommand>(`/commands/${id}/failed`, { error }),
  };
}
export type DeviceApi = ReturnType<typeof deviceApi>;

const PRINTER_TIMEOUT_MS = 10_000;

/**
 * The printer took no connection: refused, timed out or no route. Nothing of the job reached it, so
 * trying again cannot print it twice (unlike a connection that broke while the bytes went out).
 */
export class PrinterUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrinterUnreachable';
  }
}

function sendOverTcp(host: string, port: number, bytes: Buffer): Promise<void> {
  return new Promise((done, fail) => {
    const socket = connect({ host, port });
    let connected = false;
    socket.once('connect', () => (connected = true));
    socket.setTimeout(PRINTER_TIMEOUT_MS, () => {
      const message = `Der Drucker ${host}:${port} antwortet nicht.`;
      socket.destroy(connected ? new Error(message) : new PrinterUnreachable(message));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof PrinterUnreachable || !connected) {
        const reason = error instanceof PrinterUnreachable ? error.message : undefined;
        fail(
          new PrinterUnreachable(
            reason ?? `Der Drucker ${host}:${port} ist nicht erreichbar (${error.code ?? error.message}).`,
          ),
        );
      } else
        fail(new Error(`Der Drucker ${host}:${port} ist nicht erreichbar (${error.code ?? error.message}).`));
    });
    socket.on('close', (hadError) => {
      if (!hadError) done();
    });
    socket.end(bytes);
  });
}

/** Sends the job's bytes to the printer; answers where they went, for the log. */
export async function writeToPrinter(output: Output, job: PrintJob): Promise<string> {
  const bytes = Buffer.from(job.payload.data, 'base64');
  switch (output.kind) {
    case 'stdout':
      await new Promise<void>((done, fail) =>
        process.stdout.write(bytes, (error) => (error ? fail(error) : done())),
      );
      return 'stdout';
    case 'directory': {
      await mkdir(output.path, { recursive: true });
      const file = join(output.path, `print-job-${job.id}.bin`);
      await writeFile(file, bytes);
      return file;
    }
    case 'tcp':
      await sendOverTcp(output.host, output.port, bytes);
      return `${output.host}:${output.port}`;
  }
}

export type Log = (line: string) => void;

/** The server takes at most 500,000 characters; the newest lines count, the oldest are dropped first. */
const KEPT_LOG_CHARS = 400_000;

/**
 * A log that also keeps its latest lines in memory, so the client can upload them when the back office
 * asks (`request-device-logs`) without writing a file anywhere.
 */
export function keptLog(write: Log): { log: Log; text: () => string } {
  const lines: string[] = [];
  let size = 0;
  return {
    log: (line) => {
      const stamped = `${new Date().toISOString()} ${line}`;
      lines.push(stamped);
      size += stamped.length + 1;
      while (size > KEPT_LOG_CHARS && lines.length > 1) size -= (lines.shift()?.length ?? 0) + 1;
      write(stamped);
    },
    text: () => `${lines.join('\n')}\n`,
  };
}

/**
 * Carries out the waiting commands and answers each. An answer that does not arrive leaves the command
 * with the device; the server hands it out again after its lease.
 */
export async function carryOutCommands(
  api: DeviceApi,
  log: Log,
  logText: () => string,
): Promise<{ done: number[] }> {
  const done: number[] = [];
  for (const command of await api.claimCommands()) {
    if (command.type === 'test-notification') {
      log(`Benachrichtigung: ${command.message}`);
      await api.commandDone(command.id);
    } else {
      log(`Log angefordert (Befehl ${command.id}), wird gesendet.`);
      await api.commandDone(command.id, logText());
    }
    done.push(command.id);
  }
  return { done };
}

/**
 * How long an unreachable printer is waited for: out of paper, rebooting or unplugged for a moment comes
 * back within minutes. Tries again after 2, 4, 8 … up to 60 s; only an outage longer than the window
 * costs the job one of its three attempts (ADR 010), so a receipt is not spent in seconds.
 */
export type OutagePolicy = { firstDelayMs: number; maxDelayMs: number; windowMs: number };
export const defaultOutagePolicy: OutagePolicy = {
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  windowMs: 10 * 60_000,
};

/** Since when the printer has been unreachable, shared by the jobs of a client: one outage, one window. */
export type Outage = { since: number | null };

export type PrintOptions = {
  policy?: OutagePolicy;
  outage?: Outage;
  signal?: AbortSignal | undefined;
};

/**
 * Writes the job, waiting out an unreachable printer within the outage window. Each wait reports in, so
 * the back office does not take the device for dead while it waits for its printer.
 */
async function printThroughOutage(
  api: DeviceApi,
  output: Output,
  job: PrintJob,
  log: Log,
  options: Required<Omit<PrintOptions, 'signal'>> & { signal?: AbortSignal | undefined },
): Promise<string> {
  const { policy, outage } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      const target = await writeToPrinter(output, job);
      if (outage.since !== null) log(`Drucker wieder erreichbar, Druckauftrag ${job.id} gedruckt.`);
      outage.since = null;
      return target;
    } catch (error) {
      if (!(error instanceof PrinterUnreachable)) throw error;
      const now = Date.now();
      outage.since ??= now;
      const left = outage.since + policy.windowMs - now;
      if (left <= 0) throw error;
      const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** attempt, left);
      log(`${error.message} Neuer Versuch für Druckauftrag ${job.id} in ${Math.ceil(delay / 1000)} s.`);
      await api.heartbeat().catch(() => undefined);
      await sleep(delay, undefined, { signal: options.signal });
    }
  }
}

/**
 * One poll: take the waiting jobs, print each, report how it went. A report that does not arrive leaves
 * the job with the device; the server hands it out again after its lease (ADR 010). An unreachable
 * printer is waited for (OutagePolicy) before a job is reported failed.
 */
export async function printPendingJobs(
  api: DeviceApi,
  output: Output,
  log: Log,
  options: PrintOptions = {},
): Promise<{ printed: number[]; failed: number[] }> {
  const printed: number[] = [];
  const failed: number[] = [];
  const through = {
    policy: options.policy ?? defaultOutagePolicy,
    outage: options.outage ?? { since: null },
    signal: options.signal,
  };
  for (const job of await api.claim()) {
    let outcome: { ok: true; target: string } | { ok: false; reason: string };
    try {
      outcome = { ok: true, target: await printThroughOutage(api, output, job, log, through) };
    } catch (error) {
      // Stopped while waiting: the job stays with the device and comes back after its lease.
      if (options.signal?.aborted === true) throw error;
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.ok) {
      await api.done(job.id);
      printed.push(job.id);
      log(`Druckauftrag ${job.id} (${job.payload.title}) gedruckt: ${outcome.target}`);
    } else {
      await api.failed(job.id, outcome.reason);
      failed.push(job.id);
      log(`Druckauftrag ${job.id} fehlgeschlagen: ${outcome.reason}`);
    }
  }
  return { printed, failed };
}

export type ClientOptions = {
  api: DeviceApi;
  output: Output;
  pollSeconds: number;
  /** One heartbeat and one poll, then return: for a test or a cron job. */
  once: boolean;
  signal?: AbortSignal;
  /** Where log lines go, time-stamped; the client also keeps the latest for a log request. */
  log: Log;
  outagePolicy?: OutagePolicy;
};

/**
 * Reports in, then polls until stopped. A lost connection or a server restart is waited out; a refused
 * key ends the client, since no retry can fix it. With `once`, every failure ends it.
 */
export async function runDeviceClient(options: ClientOptions): Promise<void> {
  const { api, output, signal } = options;
  const kept = keptLog(options.log);
  const log = kept.log;
  const hello = await api.heartbeat();
  log(
    `Angemeldet als Gerät „${hello.device.name || hello.device.identifier}“, ${hello.pendingPrintJobs} Aufträge warten.`,
  );
  let lastHeartbeat = Date.now();
  const outage: Outage = { since: null };
  while (signal?.aborted !== true) {
    try {
      await printPendingJobs(api, output, log, { outage, signal, policy: options.outagePolicy });
      await carryOutCommands(api, log, kept.text);
      // Every call counts as a heartbeat on the server; an explicit one keeps a slow poll visible too.
      if (Date.now() - lastHeartbeat >= hello.heartbeatSeconds * 1000) {
        await api.heartbeat();
        lastHeartbeat = Date.now();
      }
    } catch (error) {
      if (options.once || (error instanceof DeviceCallError && error.status === 401)) throw error;
      log(`Server nicht erreichbar, neuer Versuch in ${options.pollSeconds} s: ${String(error)}`);
    }
    if (options.once) return;
    await sleep(options.pollSeconds * 1000, undefined, { signal }).catch(() => undefined);
  }
}

/** `stdout`, `dir:<folder>` or `tcp:<host>[:<port>]`. */
export function parseOutput(value: string): Output {
  if (value === 'stdout') return { kind: 'stdout' };
  if (value.startsWith('dir:') && value.length > 4)
    return { kind: 'directory', path: resolve(value.slice(4)) };
  const tcp = /^tcp:([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (tcp?.[1] !== undefined) return { kind: 'tcp', host: tcp[1], port: Number(tcp[2] ?? 9100) };
  throw new Error(`Unbekannte Ausgabe „${value}“: stdout, dir:<Ordner> oder tcp:<Host>[:<Port>].`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      output: { type: 'string', default: 'stdout' },
      poll: { type: 'string', default: '2' },
      once: { type: 'boolean', default: false },
    },
  });
  const key = values.key ?? process.env.TISCHLEIN_DEVICE_KEY;
  const pollSeconds = Number(values.poll);
  if (values.url === undefined || key === undefined || !(pollSeconds > 0)) {
    throw new Error(
      'Aufruf: device-client.ts --url <Adresse> --key=<API-Schlüssel> [--output stdout|dir:<Ordner>|tcp:<Host>[:<Port>]] [--poll <Sekunden>] [--once]',
    );
  }
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  await runDeviceClient({
    api: deviceApi(values.url, key),
    output: parseOutput(values.output),
    pollSeconds,
    once: values.once,
    signal: stop.signal,
    log: (line) => process.stderr.write(`${line}\n`),
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
