import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, printJobs } from '../../db/schema/index.js';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = Pick<typeof printJobs.$inferInsert, 'deviceId' | 'orderId' | 'kind' | 'payload'>;

export async function insertPrintJob(tx: Db, values: NewPrintJob): Promise<PrintJobRow> {
  const [row] = await tx.insert(printJobs).values(values).returning();
  if (row === undefined) throw new Error('insert into print_jobs returned no row');
  return row;
}

/**
 * Jobs the device took before `claimedBefore` and never reported: back to the queue while attempts
 * remain, else failed with the reason. They count as a failed attempt, like a failure the device reports.
 */
export async function releaseLostPrintJobs(
  tx: Db,
  deviceId: number,
  values: { claimedBefore: Date; maxAttempts: number; error: string },
): Promise<void> {
  await tx
    .update(printJobs)
    .set({
      status: sql`case when ${printJobs.attempts} < ${values.maxAttempts} then 'pending' else 'failed' end`,
      error: values.error,
    })
    .where(
      and(
        eq(printJobs.deviceId, deviceId),
        eq(printJobs.status, 'printing'),
        lt(printJobs.claimedAt, values.claimedBefore),
      ),
    );
}

/**
 * Takes the device's oldest pending jobs: pending → printing, one more attempt. SKIP LOCKED lets two
 * pollers of one device run at once; each gets other jobs, never the same one.
 */
export async function claimPendingPrintJobs(
  tx: Db,
  deviceId: number,
  values: { limit: number; now: Date },
): Promise<PrintJobRow[]> {
  const free = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(eq(printJobs.deviceId, deviceId), eq(printJobs.status, 'pending')))
    .orderBy(asc(printJobs.id))
    .limit(values.limit)
    .for('update', { skipLocked: true });
  if (free.length === 0) return [];
  const claimed = await tx
    .update(printJobs)
    .set({ status: 'printing', attempts: sql`${printJobs.attempts} + 1`, claimedAt: values.now })
    .where(
      inArray(
        printJobs.id,
        free.map((row) => row.id),
      ),
    )
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The device's job, held for the report; another device's job is not found. */
export async function lockDevicePrintJob(
  tx: Db,
  deviceId: number,
  id: number,
): Promise<PrintJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.id, id), eq(printJobs.deviceId, deviceId)))
    .for('update');
  return row;
}

export async function updatePrintJob(
  tx: Db,
  id: number,
  values: Partial<Pick<PrintJobRow, 'status' | 'error' | 'printedAt'>>,
): Promise<PrintJobRow> {
  const [row] = await tx.update(printJobs).set(values).where(eq(printJobs.id, id)).returning();
  if (row === undefined) throw new Error('update of a locked print job returned no row');
  return row;
}

export async function countPendingPrintJobs(db: Db, deviceId: number): Promise<number> {
  return db.$count(printJobs, and(eq(printJobs.deviceId, deviceId), eq(printJobs.status, 'pending')));
}

/** Jobs that failed for good on the devices of these branches (all when undefined), newest first. */
export function listFailedPrintJobRows(db: Db, branchIds: readonly number[] | undefined, limit: number) {
  return db
    .select({
      job: printJobs,
      deviceName: sql<string>`coalesce(nullif(${devices.name}, ''), ${devices.identifier})`,
      branch: devices.branchId,
    })
    .from(printJobs)
    .innerJoin(devices, eq(devices.id, printJobs.deviceId))
    .where(
      and(
        eq(printJobs.status, 'failed'),
        branchIds === undefined ? undefined : inArray(devices.branchId, [...branchIds]),
      ),
    )
    .orderBy(desc(printJobs.id))
    .limit(limit);
}

/** A job with its device's branch, held for a retry. */
export async function lockPrintJobWithBranch(tx: Db, id: number) {
  const [row] = await tx
    .select({ job: printJobs, branch: devices.branchId })
    .from(printJobs)
    .innerJoin(devices, eq(devices.id, printJobs.deviceId))
    .where(eq(printJobs.id, id))
    .for('update', { of: printJobs });
  return row;
}

/** Back into the queue with fresh attempts: staff fixed the printer and want the receipt after all. */
export async function requeuePrintJob(tx: Db, id: number): Promise<PrintJobRow> {
  const [row] = await tx
    .update(printJobs)
    .set({ status: 'pending', attempts: 0, error: null, claimedAt: null })
    .where(eq(printJobs.id, id))
    .returning();
  if (row === undefined) throw new Error('update of a locked print job returned no row');
  return row;
}
