import { describe, expect, it } from 'vitest';
import { createSessionCache, type ResolvedSession } from './session-cache.js';

const now = new Date('2026-11-26T09:00:00Z');
const session = (changes: Partial<ResolvedSession> = {}): ResolvedSession => ({
  sessionId: 'hash-a',
  csrfToken: 'csrf',
  user: { id: 7, email: 'anna@cafe.example', name: 'Anna', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 2 }] },
  sessionExpiresAt: new Date('2026-11-26T20:00:00Z'),
  accountExpiresAt: null,
  ...changes,
});

/** A loader that counts its calls and answers what it is told. */
function loader(answer: ResolvedSession | undefined) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return answer;
  };
  return { calls, load };
}

describe('session cache', () => {
  it('reuses a resolved session until its time is up, then asks again', async () => {
    let clock = 0;
    const cache = createSessionCache(1_000, () => clock);
    const { calls, load } = loader(session());
    expect(await cache.resolve('hash-a', now, load)).toEqual(session());
    clock = 999;
    expect(await cache.resolve('hash-a', now, load)).toEqual(session());
    expect(calls.count).toBe(1);
    clock = 1_000;
    await cache.resolve('hash-a', now, load);
    expect(calls.count).toBe(2);
  });

  it('never keeps an unknown token, so every guess asks the database', async () => {
    const cache = createSessionCache(60_000);
    const { calls, load } = loader(undefined);
    expect(await cache.resolve('guess', now, load)).toBeUndefined();
    expect(await cache.resolve('guess', now, load)).toBeUndefined();
    expect(calls.count).toBe(2);
  });

  it('asks the database again after forget()', async () => {
    const cache = createSessionCache(60_000);
    await cache.resolve('hash-a', now, loader(session()).load);
    cache.forget();
    const after = loader(undefined);
    expect(await cache.resolve('hash-a', now, after.load)).toBeUndefined();
    expect(after.calls.count).toBe(1);
  });

  it('does not keep what a lookup read while forget() ran: it may predate the write', async () => {
    const cache = createSessionCache(60_000);
    let answer: (value: ResolvedSession) => void = () => {};
    const running = cache.resolve(
      'hash-a',
      now,
      () => new Promise<ResolvedSession>((resolve) => (answer = resolve)),
    );
    cache.forget();
    answer(session());
    expect(await running).toEqual(session());
    const next = loader(undefined);
    expect(await cache.resolve('hash-a', now, next.load)).toBeUndefined();
    expect(next.calls.count).toBe(1);
  });

  it('refuses a cached session once the session or the account has expired, without asking', async () => {
    const cache = createSessionCache(60_000);
    const ending = new Date(now.getTime() + 1_000);
    await cache.resolve('hash-a', now, loader(session({ sessionExpiresAt: ending })).load);
    await cache.resolve('hash-b', now, loader(session({ accountExpiresAt: ending })).load);
    const unused = loader(session());
    expect(await cache.resolve('hash-a', ending, unused.load)).toBeUndefined();
    expect(await cache.resolve('hash-b', ending, unused.load)).toBeUndefined();
    expect(unused.calls.count).toBe(0);
  });

  it('asks the database every time when turned off', async () => {
    const cache = createSessionCache(0);
    const { calls, load } = loader(session());
    await cache.resolve('hash-a', now, load);
    await cache.resolve('hash-a', now, load);
    expect(calls.count).toBe(2);
  });
});
