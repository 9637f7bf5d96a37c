import { isIP } from 'node:net';

/** Which proxies may name the client with X-Forwarded-For: none, a hop count, or their addresses. */
export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY as the operator writes it: unset or empty trusts nobody (every client is the socket's
 * peer), a whole number trusts that many proxy hops, a comma-separated list trusts those addresses or
 * CIDR ranges. Anything else is refused, so a typo cannot silently trust the whole internet.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** Fastify's form of the setting: a hop count becomes the function Fastify itself builds for a number. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
