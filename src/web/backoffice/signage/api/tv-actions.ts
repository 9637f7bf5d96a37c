import type { QueryClient } from '@tanstack/react-query';
import type { IssuedApiKey } from '../../../../domain/schemas/entities/device.js';
import type { DigitalSignageDeviceEntity } from '../../../../domain/schemas/entities/digital-signage-device.js';
import type { SignageCommandInput } from '../../../../domain/signage/commands.js';
import { apiPost } from '../../../api/client.js';
import { entityItemKey, entityListKey } from '../../entities/api/entity-queries.js';

const base = (id: number) => `/api/digital-signage-devices/${id}`;

/** A new key for the TV, readable this once; the old player address stops playing. */
export const issueTvKey = (id: number) => apiPost<IssuedApiKey>(`${base(id)}/api-key`, {});

export const commandTv = (id: number, command: SignageCommandInput) =>
  apiPost<DigitalSignageDeviceEntity>(`${base(id)}/command`, { id, command });

export const abortTvCommand = (id: number) =>
  apiPost<DigitalSignageDeviceEntity>(`${base(id)}/command/abort`, {});

/** After a key or a command: the page and the list show what the TV is under now. */
export async function refreshTv(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entityItemKey('digital-signage-devices', id) }),
    queryClient.invalidateQueries({ queryKey: entityListKey('digital-signage-devices') }),
  ]);
}
