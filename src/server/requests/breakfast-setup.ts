import { BREAKFAST_BLOCK } from '../../domain/content/block-items.js';
import type { BreakfastConfig } from '../../domain/requests/breakfast-steps.js';
import { requestMessages as m } from '../../domain/requests/messages.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import { findBlockContent, findRequestBranch } from './queries.js';

/** What the breakfast block says about taking requests (its appointment, customers and breakfast items). */
export type BreakfastSetup = {
  branchIdentifier: string | undefined;
  seatsPerSlot: number | null;
  groups: string[];
  variants: string[];
};

type Item = { type?: unknown; value?: unknown };
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Reads the stored block leniently: it was checked when it was saved, and older rows lack the new fields. */
export function setupFromBlock(body: readonly unknown[]): BreakfastSetup | undefined {
  const items = body.map((item) => record(item) as Item);
  const value = (type: string) => {
    const item = items.find((candidate) => candidate.type === type);
    return item ? record(item.value) : undefined;
  };
  const appointment = value('appointment');
  const customers = value('customers');
  const breakfast = value('breakfast');
  if (!appointment || !customers || !breakfast) return undefined;
  const seats = appointment.seatsPerSlot;
  const branch = appointment.branch;
  return {
    branchIdentifier: typeof branch === 'string' && branch !== '' ? branch : undefined,
    seatsPerSlot: typeof seats === 'number' && Number.isInteger(seats) && seats > 0 ? seats : null,
    groups: (Array.isArray(customers.groups) ? customers.groups : [])
      .map((group) => record(group).name)
      .filter((name): name is string => typeof name === 'string'),
    variants: (Array.isArray(breakfast.types) ? breakfast.types : [])
      .map((type) => record(record(type).value).text)
      .filter((text): text is string => typeof text === 'string'),
  };
}

export async function loadBreakfastSetup(db: Db) {
  const block = await findBlockContent(db, BREAKFAST_BLOCK);
  const setup = block?.isPublic ? setupFromBlock(block.content.body) : undefined;
  if (!setup) throw new HttpError(422, m.noBreakfast);
  const branch = await findRequestBranch(db, setup.branchIdentifier);
  if (!branch) throw new HttpError(422, m.noBranch);
  return { setup, branch };
}

/** The groups and variants must be the block's own; answers the persons and the stored groups. */
export function checkBreakfastConfig(
  setup: BreakfastSetup,
  config: Record<string, { amount: number; people: Record<string, string> }>,
) {
  let persons = 0;
  const groups: BreakfastConfig = {};
  for (const [group, { amount, people }] of Object.entries(config)) {
    if (amount === 0) continue;
    if (!setup.groups.includes(group)) throw new HttpError(422, m.unknownGroup, 'breakfastConfig');
    const chosen: Record<string, string> = {};
    for (let person = 1; person <= amount; person += 1) {
      const variant = people[String(person)];
      if (!variant) throw new HttpError(422, m.variantMissing, 'breakfastConfig');
      if (!setup.variants.includes(variant)) throw new HttpError(422, m.unknownVariant, 'breakfastConfig');
      chosen[String(person)] = variant;
    }
    persons += amount;
    groups[group] = { amount, people: chosen };
  }
  if (persons === 0) throw new HttpError(422, m.groupAmount, 'groupAmount');
  return { persons, groups };
}

/** '2 x Erwachsene: Wiener Frühstück, Veganes Frühstück', per group. */
export function breakfastLines(groups: BreakfastConfig): string[] {
  return Object.entries(groups).map(
    ([group, { amount, people }]) => `${amount} x ${group}: ${Object.values(people).join(', ')}`,
  );
}
