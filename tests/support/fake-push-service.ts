import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 as RFC 8030 describes it, checking what a real one checks: the VAPID
 * authorisation (RFC 8292) of each POST. It keeps the encrypted body; a browser subscription made with
 * `newBrowserSubscription` decrypts it (RFC 8291) as the browser would.
 */
export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  origin: string;
  received: PushRequest[];
  /** Requests to this path answer `status` from now on (410: the browser dropped the subscription). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      if (response.statusCode === 201) response.setHeader('location', `${path}/messages/${received.length}`);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<key>` header: the key is the one given, and the JWT is
 * ES256-signed by it. Returns the JWT's claims, or throws saying what is wrong.
 */
export function verifyVapid(headers: IncomingHttpHeaders, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the VAPID key is not the shop’s');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const jose = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string };
  if (jose.alg !== 'ES256') throw new Error(`VAPID JWT signed with ${jose.alg}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}

export type BrowserSubscription = {
  /** What PushSubscription.toJSON() gives the page. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm push body sent to this subscription. */
  decrypt(body: Buffer): string;
};

/** A browser's subscription key pair (P-256) and auth secret, as the Push API makes them. */
export function newBrowserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  const userAgentPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      keys: { p256dh: userAgentPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, userAgentPublic, authSecret),
  };
}

/** RFC 8291 §3.4 with RFC 8188's aes128gcm: one record, its header carrying the sender's public key. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  userAgentPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`key id of ${keyIdLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentPublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
