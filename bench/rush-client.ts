import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** One call kind's figures: answers, refusals the bench expects (409 'ausgebucht'), errors, latencies. */
export type CallFigures = {
  count: number;
  expected: number;
  errors: number;
  /** A few error answers, to say what went wrong. */
  samples: string[];
  latencies: number[];
};

export type Answer = { status: number; body: string };

/**
 * The load generator's HTTP client: every call goes to 127.0.0.1 over a pool of keep-alive sockets (the
 * guests' polls are timers sharing it, not a connection each) and is timed from being issued to its last
 * byte, waiting for a socket included. Calls issued inside the measured window are counted per kind; an
 * answer other than 2xx is an error unless the caller lists it as expected.
 */
export class RushClient {
  private current = new Map<string, CallFigures>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 128 });
  private recording = false;
  private inFlight = 0;

  constructor(private readonly base: string) {}

  record(on: boolean): void {
    this.recording = on;
  }

  get isRecording(): boolean {
    return this.recording;
  }

  /** Per call kind, the calls issued since the last `takeFigures` while recording. */
  get figures(): Map<string, CallFigures> {
    return this.current;
  }

  /** Hands over the figures so far and counts anew: the warm-up's calls apart from the window's. */
  takeFigures(): Map<string, CallFigures> {
    const taken = this.current;
    this.current = new Map();
    return taken;
  }

  /** Calls still waiting for an answer (the window's end waits for them). */
  get pending(): number {
    return this.inFlight;
  }

  call(
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { body?: string; headers?: Record<string, string>; expected?: readonly number[] } = {},
  ): Promise<Answer> {
    const recorded = this.recording ? this.current : undefined;
    const started = performance.now();
    this.inFlight += 1;
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const settle = (answer: Answer, outcome: () => 'ok' | 'expected' | 'error', sample: () => string) => {
        if (settled) return;
        settled = true;
        this.inFlight -= 1;
        if (recorded) this.note(kind, performance.now() - started, outcome(), sample, recorded);
        resolve(answer);
      };
      const call = request(
        `${this.base}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            const body = Buffer.concat(chunks).toString('utf8');
            const ok = status >= 200 && status < 300;
            settle(
              { status, body },
              () => (ok ? 'ok' : (options.expected ?? []).includes(status) ? 'expected' : 'error'),
              () => `${method} ${path}: ${status} ${body.slice(0, 200)}`,
            );
          });
          answer.on('error', fail);
        },
      );
      // No answer (a refused or reset connection) is an answer with status 0: no caller has to catch.
      const fail = (error: Error) =>
        settle(
          { status: 0, body: error.message },
          () => 'error',
          () => `${method} ${path}: ${error.message}`,
        );
      call.on('error', fail);
      call.end(options.body);
    });
  }

  /** Counts a measured figure that is not an HTTP call of its own (a dashboard's whole refresh). */
  note(
    kind: string,
    ms: number,
    outcome: 'ok' | 'expected' | 'error',
    sample?: () => string,
    into = this.current,
  ): void {
    let figures = into.get(kind);
    if (figures === undefined) {
      figures = { count: 0, expected: 0, errors: 0, samples: [], latencies: [] };
      into.set(kind, figures);
    }
    figures.count += 1;
    figures.latencies.push(ms);
    if (outcome === 'expected') figures.expected += 1;
    if (outcome === 'error') {
      figures.errors += 1;
      if (figures.samples.length < 3 && sample) figures.samples.push(sample());
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The value at quantile q (0..1) of the values, nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** What a generator did: calls due by its clock, started and skipped, over the seconds it ran. */
export type Generator = {
  name: string;
  target: number;
  due: number;
  started: number;
  skipped: number;
  seconds: number;
};

/**
 * Starts `fire` at `perSecond` from now on, open loop: a 10 ms tick starts every call that is due by
 * the clock, so a slow answer does not slow the rate. A call is skipped (and counted) while `busy()` says
 * its actor still waits for the previous answer, as a page's poll does not start twice. The achieved
 * rate is `started` over the window (from `measureFromNow` to `stop`); a generator that falls behind
 * shows it there.
 */
export function startRate(
  name: string,
  perSecond: number,
  fire: (n: number) => void,
  busy: (n: number) => boolean = () => false,
): { generator: Generator; measureFromNow: () => void; stop: () => void } {
  const generator: Generator = { name, target: perSecond, due: 0, started: 0, skipped: 0, seconds: 0 };
  const t0 = performance.now();
  let due = 0;
  let windowStart = t0;
  const tick = () => {
    const dueNow = Math.floor(((performance.now() - t0) / 1000) * perSecond);
    while (due < dueNow) {
      const n = due;
      due += 1;
      generator.due += 1;
      if (busy(n)) generator.skipped += 1;
      else {
        generator.started += 1;
        fire(n);
      }
    }
  };
  const timer = perSecond > 0 ? setInterval(tick, 10) : undefined;
  return {
    generator,
    measureFromNow: () => {
      windowStart = performance.now();
      Object.assign(generator, { due: 0, started: 0, skipped: 0 });
    },
    stop: () => {
      clearInterval(timer);
      generator.seconds = (performance.now() - windowStart) / 1000;
    },
  };
}

/** The generator process's own event-loop delay: when it is high, the client, not the server, is slow. */
export function watchOwnDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    reset: () => histogram.reset(),
    p99Ms: () => histogram.percentile(99) / 1e6,
    maxMs: () => histogram.max / 1e6,
  };
}
