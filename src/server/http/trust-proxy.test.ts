import { describe, expect, it } from 'vitest';
import { readEnv } from '../config/env.js';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.300', '10.0.0.0/33', '*', '1.2.3.4/8/8'])('refuses %s', (value) => {
    expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('trusts exactly the given number of hops', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.1', 1)).toBe(false);
  });
});
