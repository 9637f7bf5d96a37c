import { deviceMessages } from '../../../domain/devices/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { hashApiKey } from './api-key.js';
import { touchDeviceByKeyHash } from './queries.js';

export type SignedInDevice = NonNullable<Awaited<ReturnType<typeof touchDeviceByKeyHash>>>;

const bearer = /^Bearer +([A-Za-z0-9_-]{1,200})$/;

/**
 * The device that sent `Authorization: Bearer <key>`, found by the key's SHA-256 and marked as seen
 * (ADR 010). The database compares digests, never the key, so how long the lookup takes tells nothing
 * about any key.
 */
export async function authenticateDevice(
  db: Db,
  authorization: string | undefined,
  now: Date,
): Promise<SignedInDevice> {
  const key = bearer.exec(authorization?.trim() ?? '')?.[1];
  if (key === undefined) throw new HttpError(401, deviceMessages.missingKey);
  const device = await touchDeviceByKeyHash(db, hashApiKey(key), now);
  if (device === undefined) throw new HttpError(401, deviceMessages.invalidKey);
  return device;
}
