import { apiErrorSchema } from '../../../domain/schemas/common.js';
import type { PickupBoard, SignagePlaylist } from '../../../domain/schemas/signage-player.js';
import type { IssuedSignageCommand } from '../../../domain/signage/commands.js';
import type { MenuBoard } from '../../../domain/signage/menu-board.js';
import { ApiError } from '../../api/client.js';

/**
 * The player has no session: its TV id and key are its credentials. A refusal is shown by the player
 * itself, never the signed-in client's trip to the login.
 */
async function send<Data>(method: 'GET' | 'POST', path: string): Promise<Data> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }
  if (typeof payload !== 'object' || payload === null || !('data' in payload))
    throw new ApiError(response.status, []);
  return payload.data as Data;
}

export type PlayerApi = ReturnType<typeof playerApi>;

export function playerApi(deviceId: string, key: string) {
  const base = `/api/signage/${encodeURIComponent(deviceId)}/${encodeURIComponent(key)}`;
  return {
    base,
    eventsPath: `${base}/events`,
    playlist: () => send<SignagePlaylist>('GET', base),
    pickup: () => send<PickupBoard>('GET', `${base}/pickup`),
    menuBoard: (segmentId: number) => send<MenuBoard>('GET', `${base}/menu-board/${segmentId}`),
    heartbeat: () => send<{ command: IssuedSignageCommand | null }>('POST', `${base}/heartbeat`),
    /** Where the last playlist is kept, so a TV restarted without network plays what it had. */
    storageKey: `tischlein.signage.${deviceId}`,
  };
}

/** A wrong TV or key: nothing will play until someone fixes the address. */
export const isRefused = (error: unknown) => error instanceof ApiError && error.status === 403;
