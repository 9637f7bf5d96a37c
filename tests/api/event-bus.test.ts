import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultTimeouts, openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { createEventBus, type EventBus } from '../../src/server/realtime/event-bus.js';
import { partitionProxy } from '../support/partition-proxy.js';
import { testDatabases } from './test-app.js';

const handles: DatabaseHandle[] = [];
const buses: EventBus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
  for (const handle of handles) await handle.close();
});

async function instance(url: string | undefined) {
  const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' });
  handles.push(handle);
  const bus = createEventBus(handle.driver);
  buses.push(bus);
  return { handle, bus };
}

describe.each(testDatabases)('event bus on $name', (target) => {
  it('delivers an event to every subscriber of its channel and to no other channel', async () => {
    const { bus } = await instance(target.url);
    const heard: unknown[] = [];
    const others: unknown[] = [];
    await bus.subscribe('orders_1', (payload) => heard.push(payload));
    await bus.subscribe('orders_1', (payload) => heard.push(payload));
    const stop = await bus.subscribe('orders_2', (payload) => others.push(payload));
    await bus.publish('orders_1', { orderId: 7 });
    await expect.poll(() => heard).toEqual([{ orderId: 7 }, { orderId: 7 }]);
    expect(others).toEqual([]);
    stop();
    await expect(bus.publish('orders; drop table orders', {})).rejects.toThrow('invalid channel name');
  });
});

// Several app instances share one PostgreSQL server; PGlite is embedded in one process and has no "other".
describe.each(testDatabases.filter((target) => target.name === 'postgres'))(
  'event bus across instances on $name',
  (target) => {
    it('lets one app instance hear what another published', async () => {
      const publisher = await instance(target.url);
      const listener = await instance(target.url);
      const heard: unknown[] = [];
      await listener.bus.subscribe('orders_across', (payload) => heard.push(payload));
      await publisher.bus.publish('orders_across', { orderId: 42, branchId: 1 });
      await expect.poll(() => heard).toEqual([{ orderId: 42, branchId: 1 }]);
    });

    it('notices within one read timeout that its listening connection is cut off, a LISTEN waiting', async () => {
      const proxy = await partitionProxy(new URL(target.url!));
      try {
        const { bus } = await instance(proxy.url);
        await bus.subscribe('orders_partition', () => {});
        await expect.poll(() => bus.connected()).toBe(true);
        proxy.stall();
        const stalledAt = performance.now();
        void bus.subscribe('orders_partition_late', () => {}).catch(() => {});
        await expect.poll(() => bus.connected(), { timeout: 15_000, interval: 100 }).toBe(false);
        // The read timeout is the statement timeout and half a second (4.5 s); the heartbeat queued behind
        // the LISTEN took a second one.
        expect(performance.now() - stalledAt).toBeLessThan(defaultTimeouts.statementMs + 1_500);
        proxy.heal();
        await expect.poll(() => bus.connected(), { timeout: 15_000 }).toBe(true);
      } finally {
        proxy.heal();
        await proxy.close();
      }
    }, 40_000);

    it('sends its listening connection one statement at a time, however many subscribe at once', async () => {
      // What node-postgres deprecates (and pg 9 refuses): a query sent while another waits on the client.
      const query = pg.Client.prototype.query;
      let sentWhileBusy = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        if ((this as unknown as { _queryQueue: unknown[] })._queryQueue.length > 0) sentWhileBusy += 1;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const { bus } = await instance(target.url);
        const channels = ['orders_a', 'orders_b', 'orders_c', 'orders_d', 'orders_e', 'orders_f'];
        const heard: string[] = [];
        const stops = await Promise.all(
          channels.map((channel) => bus.subscribe(channel, () => heard.push(channel))),
        );
        await Promise.all(channels.map((channel) => bus.publish(channel, {})));
        await expect.poll(() => heard.length).toBe(channels.length);
        stops.forEach((stop) => stop());
        await bus.subscribe('orders_g', () => heard.push('orders_g'));
        await bus.publish('orders_a', {});
        await bus.publish('orders_g', {});
        await expect.poll(() => heard.at(-1)).toBe('orders_g');
        expect(heard.filter((channel) => channel === 'orders_a')).toHaveLength(1);
        expect(sentWhileBusy).toBe(0);
      } finally {
        pg.Client.prototype.query = query;
      }
    });
  },
);
