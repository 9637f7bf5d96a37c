import type {
  DigitalSignageDeviceEntity,
  DigitalSignageDeviceFilter,
  DigitalSignageDeviceInput,
} from '../../../domain/schemas/entities/digital-signage-device.js';
import { issuedSignageCommandSchema } from '../../../domain/signage/commands.js';
import { isOnline, ONLINE_WITHIN_MS } from '../../../domain/signage/signage-rules.js';
import type { Db } from '../../db/client.js';
import type { EntityService } from '../../organisation/index.js';
import { deleteTv, findTvRow, insertTv, listTvRows, setTvApiKeyHash, updateTv } from './queries.js';

type TvRow = Awaited<ReturnType<typeof listTvRows>>[number];

const present =
  (now: Date) =>
  ({ apiKeyHash, lastSeenAt, pendingCommand, ...row }: TvRow): DigitalSignageDeviceEntity => ({
    ...row,
    pendingCommand: pendingCommand === null ? null : issuedSignageCommandSchema.parse(pendingCommand),
    hasApiKey: apiKeyHash !== null,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
    isOnline: isOnline(lastSeenAt, now),
  });

const values = (input: DigitalSignageDeviceInput) => ({
  identifier: input.identifier,
  name: input.name,
  branchId: input.branch,
  streamId: input.stream,
});

export async function getTv(db: Db, id: number, now: Date): Promise<DigitalSignageDeviceEntity | undefined> {
  const row = await findTvRow(db, id);
  return row && present(now)(row);
}

/** TVs; the identifier is unique (409), an unknown branch or stream is a 422. Commands: commands.ts. */
export const tvService: EntityService<
  DigitalSignageDeviceInput,
  DigitalSignageDeviceEntity,
  DigitalSignageDeviceFilter
> = {
  list: async (db, filter, actor) => {
    const since = new Date(actor.now.getTime() - ONLINE_WITHIN_MS);
    const rows = await listTvRows(db, {
      branchId: filter.branch,
      streamId: filter.stream,
      seenSince: filter.status === undefined ? undefined : { since, seen: filter.status === 'online' },
    });
    return rows.map(present(actor.now));
  },
  get: (db, id, actor) => getTv(db, id, actor.now),
  create: (tx, input) => insertTv(tx, values(input)),
  update: (tx, id, input) => updateTv(tx, id, values(input)),
  remove: (tx, id) => deleteTv(tx, id),
};

export const storeTvApiKeyHash = setTvApiKeyHash;
