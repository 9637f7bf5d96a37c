// The rush's guests polling their order's status (bench/rush.ts), in a worker thread of the load
// generator. A guest's phone does not share its event loop with 83 screens parsing every order event:
// in the generator's one loop with them, its own delay (p99 14–16 ms) was inside every poll's figure
// while the target is 20 ms. The thread has its own loop, heap and HTTP client; the bench reports its
// delay beside the main loop's.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { RushClient, startRate, watchOwnDelay, type CallFigures, type Generator } from './rush-client.js';

export const STATUS_POLL = 'guest: status poll';
const role = 'rush-pollers';

type Guest = { uid: string; hash: string };
type Setup = { role: typeof role; base: string; perSecond: number };
type Command =
  { type: 'guest'; slot: number; guest: Guest } | { type: 'start' } | { type: 'window' } | { type: 'stop' };
type Figures = [string, CallFigures][];
type Report =
  | { type: 'warm-up'; figures: Figures }
  | { type: 'stopped'; figures: Figures; generator: Generator; delayP99Ms: number };

/** The main thread's handle on the pollers. */
export class PollerThread {
  private readonly worker: Worker;
  private readonly reports: ((report: Report) => void)[] = [];

  constructor(base: string, perSecond: number) {
    // tsx's loader is registered in the thread before this file is imported there again.
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const setup: Setup = { role, base, perSecond };
    this.worker = new Worker(boot, { eval: true, workerData: setup });
    this.worker.on('message', (report: Report) => this.reports.shift()?.(report));
    this.worker.on('error', (error) => {
      throw error;
    });
  }

  /** The guest who polls in `slot` from now on (a new order takes the place of the oldest). */
  setGuest(slot: number, guest: Guest): void {
    this.send({ type: 'guest', slot, guest: { uid: guest.uid, hash: guest.hash } });
  }

  /** Starts polling; the calls count as the warm-up's until `startWindow`. */
  start(): void {
    this.send({ type: 'start' });
  }

  /** The warm-up's figures; the window's are counted from now on. */
  async startWindow(): Promise<Map<string, CallFigures>> {
    const report = await this.ask({ type: 'window' });
    return new Map(report.figures);
  }

  /** Stops polling, waits for the answers still on their way (at most 15 s) and reports the window. */
  async stop(): Promise<{ figures: Map<string, CallFigures>; generator: Generator; delayP99Ms: number }> {
    const report = await this.ask({ type: 'stop' });
    if (report.type !== 'stopped') throw new Error(`pollers answered ${report.type}`);
    return { figures: new Map(report.figures), generator: report.generator, delayP99Ms: report.delayP99Ms };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }

  private send(command: Command): void {
    this.worker.postMessage(command);
  }

  private ask(command: Command): Promise<Report> {
    return new Promise((resolve) => {
      this.reports.push(resolve);
      this.send(command);
    });
  }
}

function runPollers(setup: Setup, port: NonNullable<typeof parentPort>) {
  const client = new RushClient(setup.base);
  const guests: Guest[] = [];
  const busy = new Set<number>();
  let rate: ReturnType<typeof startRate> | undefined;
  const delay = watchOwnDelay();
  const report = (message: Report) => port.postMessage(message);
  port.on('message', async (command: Command) => {
    if (command.type === 'guest') guests[command.slot] = command.guest;
    else if (command.type === 'start') {
      client.record(true);
      rate = startRate(
        STATUS_POLL,
        setup.perSecond,
        (n) => {
          const slot = n % guests.length;
          const guest = guests[slot]!;
          busy.add(slot);
          void client
            .call(STATUS_POLL, 'GET', `/api/orders/public/${guest.uid}/${guest.hash}`)
            .finally(() => busy.delete(slot));
        },
        (n) => busy.has(n % guests.length),
      );
    } else if (command.type === 'window') {
      const figures = [...client.takeFigures()];
      rate?.measureFromNow();
      delay.reset();
      report({ type: 'warm-up', figures });
    } else {
      rate?.stop();
      client.record(false);
      const delayP99Ms = delay.p99Ms();
      const drainUntil = performance.now() + 15_000;
      while (client.pending > 0 && performance.now() < drainUntil) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      client.close();
      const generator = rate?.generator ?? {
        name: STATUS_POLL,
        target: setup.perSecond,
        due: 0,
        started: 0,
        skipped: 0,
        seconds: 0,
      };
      report({ type: 'stopped', figures: [...client.figures], generator, delayP99Ms });
    }
  });
}

if (!isMainThread && (workerData as Setup | undefined)?.role === role && parentPort) {
  runPollers(workerData as Setup, parentPort);
}
