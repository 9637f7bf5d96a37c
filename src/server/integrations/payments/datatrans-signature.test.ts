import { describe, expect, it } from 'vitest';
import { datatransSignature, verifyDatatransSignature } from './datatrans-signature.js';

const key = '6a1c0e5d9b3f47a28e4d7c1b0f9e8d7c6b5a49382716f5e4d3c2b1a098f7e6d5';
const body = '{"transactionId":"210215103033478409","status":"settled"}';
const timestamp = '1559303131511';
// Computed independently: printf '%s' "$timestamp$body" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$key
const signature = '68d2835793c575409248ac33123154ecd3f18d43916e9e14a64ea7520ac1fd41';
const signedAt = new Date(Number(timestamp));
const header = `t=${timestamp},s0=${signature}`;

describe('datatransSignature', () => {
  it('is the hex HMAC-SHA256 of timestamp and body under the hex-decoded key', () => {
    expect(datatransSignature(timestamp, body, key)).toBe(signature);
    expect(datatransSignature(timestamp, new TextEncoder().encode(body), key)).toBe(signature);
  });
});

describe('verifyDatatransSignature', () => {
  it('accepts the signature of exactly this body', () => {
    expect(verifyDatatransSignature(header, body, key, signedAt)).toBe(true);
    expect(verifyDatatransSignature(header, Buffer.from(body), key, signedAt)).toBe(true);
  });

  it('accepts upper-case hex, spaces after commas and a key given in upper case', () => {
    expect(
      verifyDatatransSignature(
        `t=${timestamp}, s0=${signature.toUpperCase()}`,
        body,
        key.toUpperCase(),
        signedAt,
      ),
    ).toBe(true);
  });

  it('refuses a changed body, even by one byte or by re-serialising the same JSON', () => {
    expect(verifyDatatransSignature(header, body.replace('settled', 'settleD'), key, signedAt)).toBe(false);
    expect(verifyDatatransSignature(header, JSON.stringify(JSON.parse(body), null, 1), key, signedAt)).toBe(
      false,
    );
  });

  it('refuses another key', () => {
    const otherKey = key.replace(/^6a/, '6b');
    expect(verifyDatatransSignature(header, body, otherKey, signedAt)).toBe(false);
  });

  it('refuses a timestamp swapped for a fresh one', () => {
    const fresh = String(Number(timestamp) + 1000);
    expect(verifyDatatransSignature(`t=${fresh},s0=${signature}`, body, key, new Date(Number(fresh)))).toBe(
      false,
    );
  });

  it('refuses a signature older or further in the future than the maximum age', () => {
    const fiveMinutes = 5 * 60_000;
    expect(verifyDatatransSignature(header, body, key, new Date(signedAt.getTime() + fiveMinutes))).toBe(
      true,
    );
    expect(verifyDatatransSignature(header, body, key, new Date(signedAt.getTime() + fiveMinutes + 1))).toBe(
      false,
    );
    expect(verifyDatatransSignature(header, body, key, new Date(signedAt.getTime() - fiveMinutes - 1))).toBe(
      false,
    );
    expect(verifyDatatransSignature(header, body, key, new Date(signedAt.getTime() + 60_000), 30_000)).toBe(
      false,
    );
  });

  it('accepts a later signature field (key rotation) when s0 does not match', () => {
    const wrong = 'f'.repeat(64);
    expect(verifyDatatransSignature(`t=${timestamp},s0=${wrong},s1=${signature}`, body, key, signedAt)).toBe(
      true,
    );
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', `s0=${signature}`],
    ['no signature', `t=${timestamp}`],
    ['a timestamp that is not a number', `t=1559303131511abc,s0=${signature}`],
    ['a short signature', `t=${timestamp},s0=${signature.slice(0, 62)}`],
    ['a signature that is not hex', `t=${timestamp},s0=${'z'.repeat(64)}`],
    ['another field name', `t=${timestamp},v1=${signature}`],
    ['fields without values', 't,s0'],
  ])('refuses %s', (_, value) => {
    expect(verifyDatatransSignature(value, body, key, signedAt)).toBe(false);
  });

  it('refuses everything when the key is not hex', () => {
    expect(verifyDatatransSignature(header, body, 'not-a-hex-key', signedAt)).toBe(false);
  });
});
