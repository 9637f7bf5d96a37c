import { describe, expect, it } from 'vitest';
import { barChart, byDate, dayChart } from './section-chart.js';

const week = { from: '2026-11-23', to: '2026-11-29' };

describe('section charts', () => {
  it('puts every day of the period on the axis, 0 where the API listed none', () => {
    const chart = dayChart(week, 'lines', 'euros', [
      { label: 'Brutto (€)', byDate: byDate([{ date: '2026-11-25', gross: 350 }], (day) => day.gross) },
    ]);
    expect(chart.labels).toEqual(['23.11.', '24.11.', '25.11.', '26.11.', '27.11.', '28.11.', '29.11.']);
    expect(chart.series[0]?.values).toEqual([0, 0, 350, 0, 0, 0, 0]);
    expect(chart.kind).toBe('lines');
  });

  it('draws a single day as bars, as a line needs two points', () => {
    const chart = dayChart({ from: '2026-11-25', to: '2026-11-25' }, 'lines', 'counts', []);
    expect(chart.labels).toEqual(['25.11.']);
    expect(chart.kind).toBe('bars');
  });

  it('keeps bars for a period of days when asked for bars', () => {
    expect(dayChart(week, 'bars', 'counts', []).kind).toBe('bars');
  });

  it('gives the first line black and the second dark blue, in the order given', () => {
    const chart = barChart(
      'euros',
      ['10 %', '20 %'],
      [
        { label: 'Brutto (€)', values: [100, 200] },
        { label: 'Netto (€)', values: [91, 167] },
      ],
    );
    expect(chart.series.map((line) => [line.label, line.color])).toEqual([
      ['Brutto (€)', '#000000'],
      ['Netto (€)', '#1f5fa8'],
    ]);
    expect(chart.kind).toBe('bars');
  });
});
