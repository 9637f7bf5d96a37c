import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  enqueue,
  flushQueue,
  newStampId,
  projectActivity,
  statusOf,
  type QueuedStamp,
  type SendOutcome,
  type StampStore,
} from './stamp-queue.js';

const stamp = (id: string, action: QueuedStamp['action'], at: string): QueuedStamp => ({ id, action, at });

function memoryStore(initial: QueuedStamp[] = []): StampStore & { stamps: QueuedStamp[] } {
  const store = {
    stamps: initial,
    read: () => [...store.stamps],
    write: (stamps: QueuedStamp[]) => {
      store.stamps = stamps;
    },
  };
  return store;
}

describe('the stamp queue', () => {
  it('makes ids the server accepts, different every time', () => {
    const ids = Array.from({ length: 50 }, () => newStampId());
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newStampId((bytes) => bytes.fill(255))).toBe('_____________________w');
  });

  it('queues a stamp once, however often it is added', () => {
    const start = stamp('stamp-a', 'start', '2026-11-20T07:00:00.000Z');
    expect(enqueue(enqueue([], start), start)).toEqual([start]);
  });

  it('sends oldest first and keeps everything from the first unreachable stamp on', async () => {
    const store = memoryStore([
      stamp('a', 'start', '2026-11-20T07:00:00.000Z'),
      stamp('b', 'pause', '2026-11-20T09:00:00.000Z'),
      stamp('c', 'resume', '2026-11-20T09:30:00.000Z'),
    ]);
    const sentIds: string[] = [];
    const result = await flushQueue(store, async (next) => {
      sentIds.push(next.id);
      return next.id === 'b' ? { kind: 'unreachable' } : { kind: 'sent' };
    });
    expect(sentIds).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 1, refused: [], pending: 2 });
    expect(store.stamps.map((queued) => queued.id)).toEqual(['b', 'c']);
  });

  it('drops a refused stamp with the server’s reasons and goes on with the next', async () => {
    const store = memoryStore([
      stamp('a', 'pause', '2026-11-20T09:00:00.000Z'),
      stamp('b', 'start', '2026-11-20T09:10:00.000Z'),
    ]);
    const reasons = ['Aktivität konnte nicht pausiert werden.', 'Es läuft gerade keine Aktivität.'];
    const result = await flushQueue(store, async (next) =>
      next.id === 'a' ? { kind: 'refused', messages: reasons } : { kind: 'sent' },
    );
    expect(result.refused).toEqual([{ stamp: expect.objectContaining({ id: 'a' }), messages: reasons }]);
    expect(result).toMatchObject({ sent: 1, pending: 0 });
    expect(store.stamps).toEqual([]);
  });

  it('keeps a stamp tapped while another one was on its way', async () => {
    const store = memoryStore([stamp('a', 'start', '2026-11-20T07:00:00.000Z')]);
    const late = stamp('b', 'pause', '2026-11-20T07:05:00.000Z');
    const sentIds: string[] = [];
    await flushQueue(store, async (next) => {
      sentIds.push(next.id);
      if (next.id === 'a') store.write(enqueue(store.read(), late));
      return { kind: 'sent' };
    });
    expect(sentIds).toEqual(['a', 'b']);
    expect(store.stamps).toEqual([]);
  });

  it('delivers every stamp, first arrivals in order, through any run of network losses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }).filter((runs) => runs.includes(true)),
        async (count, reachable) => {
          const stamps = Array.from({ length: count }, (_, index) =>
            stamp(`stamp-${index}`, 'pause', new Date(Date.UTC(2026, 10, 20, 7, index)).toISOString()),
          );
          const store = memoryStore(stamps);
          // The server keeps what it received by id, as the clock API does: a repeat counts once.
          const received: string[] = [];
          let attempt = 0;
          const send = async (next: QueuedStamp): Promise<SendOutcome> => {
            const arrives = reachable[attempt++ % reachable.length] ?? true;
            // An answer lost on the way back: the stamp arrived, the phone does not know.
            if ((arrives || attempt % 3 === 0) && !received.includes(next.id)) received.push(next.id);
            return arrives ? { kind: 'sent' } : { kind: 'unreachable' };
          };
          for (let round = 0; round < 200 && store.stamps.length > 0; round += 1)
            await flushQueue(store, send);
          expect(store.stamps).toEqual([]);
          expect(received).toEqual(stamps.map((queued) => queued.id));
        },
      ),
    );
  });
});

describe('the activity while stamps wait', () => {
  const at = (time: string) => `2026-11-20T${time}:00.000Z`;

  it('shows a queued start, pause and resume as the server will record them', () => {
    const queue = [stamp('a', 'start', at('07:00')), stamp('b', 'pause', at('09:00'))];
    const paused = projectActivity(null, queue);
    expect(statusOf(paused)).toBe('paused');
    expect(paused?.pauses).toEqual([{ start: new Date(at('09:00')), end: null }]);
    const resumed = projectActivity(null, [...queue, stamp('c', 'resume', at('09:20'))]);
    expect(statusOf(resumed)).toBe('running');
    expect(statusOf(projectActivity(resumed, [stamp('d', 'end', at('15:00'))]))).toBe('ended');
  });

  it('leaves out a stamp the rules refuse', () => {
    const running = { startedAt: new Date(at('07:00')), endedAt: null, pauses: [] };
    expect(projectActivity(running, [stamp('a', 'resume', at('08:00'))])).toEqual(running);
    expect(projectActivity(running, [stamp('b', 'start', at('08:00'))])).toEqual(running);
    expect(projectActivity(null, [stamp('c', 'pause', at('08:00'))])).toBeNull();
  });

  it('offers the stamps the status allows', () => {
    expect(allowedActions('none')).toEqual(['start']);
    expect(allowedActions('ended')).toEqual(['start']);
    expect(allowedActions('running')).toEqual(['pause', 'end']);
    expect(allowedActions('paused')).toEqual(['resume', 'end']);
  });
});
