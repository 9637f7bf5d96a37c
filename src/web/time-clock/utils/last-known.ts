import { clockMeSchema, type ClockMe } from '../../../domain/schemas/time-clock.js';

/**
 * What the clock page needs to open without the network: who it is for and the activity as last known,
 * on which the queued stamps are drawn. Schedules and holidays are not kept: they show when online.
 */
const lastKnownSchema = clockMeSchema.pick({
  id: true,
  name: true,
  email: true,
  branches: true,
  workingActivity: true,
});
export type LastKnown = Omit<ClockMe, 'holidayBalance'>;

export function lastKnownStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, key: string) {
  return {
    read(): LastKnown | undefined {
      try {
        const parsed = lastKnownSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write({ id, name, email, branches, workingActivity }: ClockMe): void {
      storage.setItem(key, JSON.stringify({ id, name, email, branches, workingActivity }));
    },
    clear(): void {
      storage.removeItem(key);
    },
  };
}
