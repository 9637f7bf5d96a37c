import { viennaParts } from '../../../../domain/opening-hours/vienna-time.js';

/** 'DD.MM.YYYY' and 'HH:mm' of an instant in Vienna (spec, section 9: formats). */
export function viennaDateAndTime(iso: string): { date: string; time: string } {
  const { date, time } = viennaParts(new Date(iso));
  return { date: `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`, time };
}
