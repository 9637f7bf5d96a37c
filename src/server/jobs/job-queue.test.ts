import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

describe('job queue', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  // A queue kept in memory stands in for an owner's table: rows are due until a worker took them.
  const due: number[] = [];
  const handled: number[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    jobs = createJobQueue(database, Fastify().log, { retryLimit: 3, retryDelaySeconds: 10 });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('waits twice as long before each retry and gives up after the last one', () => {
    expect([1, 2, 3, 4].map((attempt) => jobs.retryDelayAfter(attempt))).toEqual([10, 20, 40, null]);
  });

  it('runs a table worker when woken, in batches until nothing is due, and drain waits for it', async () => {
    const worker = jobs.tableWorker({
      name: 'numbers',
      intervalMs: 60_000,
      batchSize: 2,
      countDue: async () => due.length,
      work: async () => {
        const batch = due.splice(0, 2);
        await new Promise((resolve) => setTimeout(resolve, 5));
        handled.push(...batch);
        return batch.length;
      },
    });
    due.push(1, 2, 3, 4, 5);
    worker.wake();
    worker.wake();
    await jobs.drain(5_000);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
    // Rows written without a wake-up (another instance) are found by drain's nudge, as by the poll.
    due.push(6);
    await jobs.drain(5_000);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
