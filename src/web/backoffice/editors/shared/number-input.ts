/** A number typed the Austrian way ('12,5') or the English way ('12.5'); undefined when it is none. */
export function parseNumberInput(text: string): number | undefined {
  const compact = text.trim().replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(compact)) return undefined;
  const number = Number(compact);
  return Number.isFinite(number) ? number : undefined;
}

/** How a number is written in a field: with a decimal comma, without grouping. */
export function formatNumberInput(value: number): string {
  return String(value).replace('.', ',');
}
