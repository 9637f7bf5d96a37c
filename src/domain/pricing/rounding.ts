/**
 * Rounds to whole cents, half away from zero. Binary floating point turns 35 × 0.3 into
 * 10.499999999999998, which must round like 10.5: six decimals of a cent are far below any
 * fraction a price, ratio or amount can mean, and far above that noise.
 */
export function roundHalfAwayFromZero(value: number): number {
  const magnitude = Math.round(Number(Math.abs(value).toFixed(6)));
  // Spelled out so -0.4 gives 0 and not -0, which would print as '-0,00 €'.
  if (magnitude === 0) return 0;
  return value < 0 ? -magnitude : magnitude;
}
