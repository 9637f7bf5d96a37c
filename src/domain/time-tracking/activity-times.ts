import type { ActivityTimes } from './activity-rules.js';

type StoredTimes = {
  startedAt: string;
  endedAt: string | null;
  pauses: readonly { start: string; end: string | null }[];
};

/** An activity as the API answers it (ISO texts), as instants for the time rules. */
export const timesOfEntity = ({ startedAt, endedAt, pauses }: StoredTimes): ActivityTimes => ({
  startedAt: new Date(startedAt),
  endedAt: endedAt === null ? null : new Date(endedAt),
  pauses: pauses.map((pause) => ({
    start: new Date(pause.start),
    end: pause.end === null ? null : new Date(pause.end),
  })),
});
