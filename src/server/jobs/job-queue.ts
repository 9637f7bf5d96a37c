import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { jobSqlExecutor } from './sql-executor.js';

export type JobSettings = {
  /** How often an idle worker looks for new jobs; jobs sent by this instance start at once anyway. */
  pollingIntervalSeconds?: number;
  /** Attempts after the first one, each waiting about twice as long as the one before. */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

export type JobDefinition<T extends object> = {
  name: string;
  handler: (data: T) => Promise<void>;
  /**
   * 'stately': at most one waiting, one retrying and one running job per singletonKey, so a job sent
   * twice for the same thing (say, by the sweeper and by a restart) never runs twice at once. Every
   * job of such a queue needs a key.
   */
  policy?: 'standard' | 'stately';
  /** Workers of this instance for the queue; each runs one job at a time. */
  concurrency?: number;
  /** A job running longer counts as failed and is retried. */
  expireInSeconds?: number;
};

/**
 * A queue that lives in its owner's own table (the messages, ADR 011): the owner claims and handles due
 * rows itself; the job queue runs it at start, on `wake()`, every intervalMs, and waits for it in
 * `drain()` and `stop()`.
 */
export type TableWorker = {
  name: string;
  /** Claims and handles up to batchSize due rows; answers how many it took (0: nothing due). */
  work: () => Promise<number>;
  batchSize: number;
  /** Rows due now, for `drain()`. */
  countDue: () => Promise<number>;
  /** How often it looks for rows written by another instance or due after a backoff. */
  intervalMs: number;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue; tests await `app.jobs.drain()` to see the mails a request caused. */
    jobs: JobQueue;
  }
}

const SCHEMA = 'pgboss';
const WAKE_DELAY_MS = 20;

/**
 * The app's background work (mail, SMS, …) as pg-boss queues in its own database. The workers run
 * inside every app process, started with the app and stopped when it closes, so no separate worker
 * process can be forgotten; several app instances share the queues safely.
 */
export function createJobQueue(
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  settings: JobSettings = {},
) {
  const sqlExecutor = jobSqlExecutor(database);
  // pg-boss completes and fails jobs without awaiting it; counting its statements lets stop() wait for
  // them, so none of them meets a database that the app closes right after.
  let statementsInFlight = 0;
  const db: PgBoss.Db = {
    async executeSql(text, values) {
      statementsInFlight += 1;
      try {
        return await sqlExecutor.executeSql(text, values);
      } finally {
        statementsInFlight -= 1;
      }
    },
  };
  const boss = new PgBoss({ db, schema: SCHEMA, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const retry = {
    retryLimit: settings.retryLimit ?? 8,
    retryDelay: settings.retryDelaySeconds ?? 30,
    retryBackoff: true,
  };
  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 2;
  // Definitions may come before or after start; the ones before start get their workers at start.
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string[]>();
  const periodic: { intervalMs: number; task: () => Promise<void>; timer?: NodeJS.Timeout }[] = [];
  type TableWorkerEntry = TableWorker & {
    busy: boolean;
    again: boolean;
    timer?: NodeJS.Timeout;
    wakeTimer?: NodeJS.Timeout | undefined;
  };
  const tableWorkers: TableWorkerEntry[] = [];
  // Handlers and periodic tasks at work in this instance.
  let running = 0;
  let state: 'created' | 'started' | 'stopped' = 'created';

  async function runHandler(definition: JobDefinition<object>, job: PgBoss.Job<object>) {
    // A job fetched while stopping goes back to the queue for the next start or another instance.
    if (state === 'stopped') throw new Error('job queue stopped before the job ran');
    running += 1;
    try {
      await definition.handler(job.data);
    } catch (error) {
      logger.warn({ err: error, queue: definition.name, job: job.id }, 'job failed, pg-boss retries it');
      throw error;
    } finally {
      running -= 1;
    }
  }

  async function startWorkers(definition: JobDefinition<object>) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      ...retry,
      expireInSeconds: definition.expireInSeconds ?? 300,
    });
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
      ids.push(
        await boss.work<object>(definition.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (job) await runHandler(definition, job);
        }),
      );
    }
    workerIds.set(definition.name, ids);
  }

  async function runPeriodic(entry: (typeof periodic)[number]) {
    running += 1;
    try {
      await entry.task();
    } catch (error) {
      logger.error({ err: error }, 'periodic job task failed');
    } finally {
      running -= 1;
    }
  }

  function schedule(entry: (typeof periodic)[number]) {
    let busy = false;
    entry.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void runPeriodic(entry).finally(() => (busy = false));
    }, entry.intervalMs);
    entry.timer.unref();
  }

  /**
   * One loop per worker: it takes batches while they come back full. Woken while at work, it looks
   * again shortly after, so that a rush of writes shares one claim instead of one each.
   */
  function runTableWorker(worker: TableWorkerEntry) {
    if (state !== 'started') return;
    if (worker.busy) {
      worker.again = true;
      return;
    }
    worker.busy = true;
    running += 1;
    void (async () => {
      try {
        while ((await worker.work()) >= worker.batchSize && state === 'started');
      } catch (error) {
        logger.error(
          { err: error, worker: worker.name },
          'table worker failed, it runs again at its next poll',
        );
      } finally {
        worker.busy = false;
        running -= 1;
        if (worker.again) {
          worker.again = false;
          wakeTableWorker(worker);
        }
      }
    })();
  }

  function wakeTableWorker(worker: TableWorkerEntry) {
    worker.wakeTimer ??= setTimeout(() => {
      worker.wakeTimer = undefined;
      runTableWorker(worker);
    }, WAKE_DELAY_MS);
  }

  function scheduleTableWorker(worker: TableWorkerEntry) {
    worker.timer = setInterval(() => runTableWorker(worker), worker.intervalMs);
    worker.timer.unref();
    runTableWorker(worker);
  }

  async function countDueJobs(): Promise<number> {
    const names = [...definitions.keys()];
    if (names.length === 0) return 0;
    // pg-boss 10 keeps every queue's jobs in SCHEMA.job; "due" leaves out retries whose backoff runs.
    const { rows } = await db.executeSql(
      `select count(*)::int as count from ${SCHEMA}.job
        where name = any($1::text[])
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    );
    return (rows[0] as { count: number } | undefined)?.count ?? 0;
  }

  /**
   * Jobs first, then the tables, one after the other: a job writes its table rows before it completes,
   * so once the jobs count none, the rows they wrote are there to be counted. Counted side by side (on
   * two connections), the rows were once counted before a job wrote its mail and the jobs after it
   * completed, and drain returned with the mail unsent.
   */
  async function countDue(): Promise<number> {
    const jobs = await countDueJobs();
    if (jobs > 0) return jobs;
    for (const worker of tableWorkers) {
      const rows = await worker.countDue();
      if (rows > 0) return rows;
    }
    return 0;
  }

  return {
    async define<T extends object>(definition: JobDefinition<T>): Promise<void> {
      if (definitions.has(definition.name)) throw new Error(`job queue ${definition.name} defined twice`);
      const untyped = definition as unknown as JobDefinition<object>;
      definitions.set(definition.name, untyped);
      if (state === 'started') await startWorkers(untyped);
    },

    /** Queues a job; with a singletonKey on a 'stately' queue a job already waiting absorbs this one. */
    async send(name: string, data: object, options: { singletonKey?: string } = {}): Promise<void> {
      if (!definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
      await boss.send(name, data, { ...retry, ...options });
      // A worker of this instance takes the job now instead of at its next poll.
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },

    /** Runs a task every intervalMs in this instance (and once at start), never overlapping itself. */
    every(intervalMs: number, task: () => Promise<void>): void {
      const entry = { intervalMs, task };
      periodic.push(entry);
      if (state === 'started') schedule(entry);
    },

    /** Runs a table worker in this instance; `wake()` makes it look now, say after a commit. */
    tableWorker(worker: TableWorker): { wake: () => void } {
      const entry: TableWorkerEntry = { ...worker, busy: false, again: false };
      tableWorkers.push(entry);
      if (state === 'started') scheduleTableWorker(entry);
      // A short wait lets a rush of writes share one claim, and a single mail leaves 20 ms later.
      return { wake: () => wakeTableWorker(entry) };
    },

    /**
     * Seconds to wait before attempt number `attempt + 1` after `attempt` failed ones, doubling each
     * time like pg-boss's backoff; null once the retries are used up.
     */
    retryDelayAfter(attempt: number): number | null {
      if (attempt > retry.retryLimit) return null;
      return retry.retryDelay * 2 ** (attempt - 1);
    },

    async start(): Promise<void> {
      if (state !== 'created') return;
      await boss.start();
      state = 'started';
      for (const definition of definitions.values()) await startWorkers(definition);
      for (const entry of periodic) {
        await runPeriodic(entry);
        schedule(entry);
      }
      for (const worker of tableWorkers) scheduleTableWorker(worker);
    },

    async stop(): Promise<void> {
      if (state !== 'started') return;
      state = 'stopped';
      for (const entry of periodic) clearInterval(entry.timer);
      for (const worker of tableWorkers) {
        clearInterval(worker.timer);
        clearTimeout(worker.wakeTimer);
      }
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      const deadline = Date.now() + 10_000;
      let quietChecks = 0;
      while (quietChecks < 3 && Date.now() < deadline) {
        quietChecks = running === 0 && statementsInFlight === 0 ? quietChecks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    /**
     * Resolves once no job is waiting, running or due for a retry; a retry still waiting out its
     * backoff does not count. For tests and orderly shutdowns.
     */
    async drain(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Checked again after counting: work that started meanwhile may not have written its rows yet.
        if (running === 0 && (await countDue()) === 0 && running === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due after ${timeoutMs} ms`);
        for (const ids of workerIds.values()) for (const id of ids) boss.notifyWorker(id);
        for (const worker of tableWorkers) runTableWorker(worker);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
