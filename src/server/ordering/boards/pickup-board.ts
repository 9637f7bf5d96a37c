import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { Db } from '../../db/client.js';
import { listReadyTicketNumbers } from './pickup-queries.js';

/** What a pickup board shows: the ticket numbers guests of the branch can collect now. */
export async function readyForPickup(db: Db, branchId: number, now: Date): Promise<number[]> {
  return listReadyTicketNumbers(db, branchId, viennaParts(now).date);
}
