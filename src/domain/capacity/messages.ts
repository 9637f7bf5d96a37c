import { viennaParts } from '../opening-hours/vienna-time.js';

const clock = (instant: Date) => viennaParts(instant).time;

/** 'um 12:30 Uhr' today, 'am 28.11.2026 um 12:30 Uhr' on another day. */
export function whenText(instant: Date, now: Date): string {
  const parts = viennaParts(instant);
  if (parts.date === viennaParts(now).date) return `um ${parts.time} Uhr`;
  const [year, month, day] = parts.date.split('-');
  return `am ${day}.${month}.${year} um ${parts.time} Uhr`;
}

/** The guest-facing texts of kitchen capacity, busy mode and pause. */
export const capacityMessages = {
  slotFull: (next: Date | null, now: Date) =>
    next === null
      ? 'Zu dieser Zeit ist unsere Küche leider ausgebucht, und in den nächsten Stunden ist kein Termin frei.'
      : `Zu dieser Zeit ist unsere Küche leider ausgebucht. Der nächste freie Termin ist ${whenText(next, now)}.`,
  paused: (resumesAt: Date | null) =>
    resumesAt === null
      ? 'Online-Bestellungen sind in dieser Filiale gerade pausiert. Bitte versuchen Sie es später noch einmal.'
      : `Online-Bestellungen sind in dieser Filiale bis ${clock(resumesAt)} Uhr pausiert. Ab dann nehmen wir gerne wieder Bestellungen an.`,
  feedsFull:
    'Die Live-Anzeige ist gerade ausgelastet. Ob Bestellungen möglich sind, wird weiterhin jede Sekunde abgefragt.',
  busy: (earliest: Date) =>
    `Wegen großen Andrangs ist Ihre Bestellung frühestens um ${clock(earliest)} Uhr fertig. Bitte wählen Sie einen späteren Termin.`,
};
