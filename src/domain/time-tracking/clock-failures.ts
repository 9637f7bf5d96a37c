/**
 * The clock's fixed texts (spec, section 8: "Aktivität konnte nicht gestartet / beendet / pausiert /
 * fortgesetzt werden."): the clock page shows these whatever the server's reason.
 */
export const clockFailures = {
  start: 'Aktivität konnte nicht gestartet werden.',
  end: 'Aktivität konnte nicht beendet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
} as const;

export const clockActions = ['start', 'pause', 'resume', 'end'] as const;
export type ClockAction = (typeof clockActions)[number];
