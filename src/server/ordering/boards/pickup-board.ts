import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { PickupBoard } from '../../../domain/schemas/signage-player.js';
import type { Db } from '../../db/client.js';
import { listReadyTicketNumbers } from './pickup-queries.js';
import { readOrderVersions } from '../desk/staff-queries.js';

/** What a pickup board shows: the ticket numbers guests of the branch can collect now, and as of when. */
export async function readyForPickup(db: Db, branchId: number, now: Date): Promise<PickupBoard> {
  // The version first: the tickets then hold at least every change up to it.
  const versions = await readOrderVersions(db, [branchId]);
  const tickets = await listReadyTicketNumbers(db, branchId, viennaParts(now).date);
  return { tickets, version: versions[String(branchId)] ?? 0 };
}
