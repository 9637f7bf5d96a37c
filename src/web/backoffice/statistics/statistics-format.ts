import { formatNumber } from '../../../domain/money/format.js';

/** '2026-11-25' as Austrians write it: '25.11.2026', or '25.11.' where the year is clear. */
export function dayText(date: string, withYear = true): string {
  const [year, month, day] = date.split('-');
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}.`;
}

/** A change as a signed percentage with a decimal comma, e.g. '+12,5 %' or '−3 %'. */
export function ratioText(ratio: number): string {
  const percent = formatNumber(Math.abs(ratio) * 100, 1);
  const sign = ratio > 0 ? '+' : ratio < 0 ? '−' : '±';
  return `${sign}${percent} %`;
}

/** Minutes as hours with up to two decimals, '7,5'. */
export const hoursText = (minutes: number): string => formatNumber(minutes / 60, 2);

const euroFormat = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as euros with two decimals and no currency sign (the column says €), '1 234,50'. */
export const euroText = (cents: number): string => euroFormat.format(cents / 100);
