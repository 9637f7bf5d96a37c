/**
 * Whether untrusted JSON nests arrays or objects deeper than `maxDepth`, looking no deeper than that.
 * Checked before a recursive schema walks the value, so a hostile document thousands of levels deep is
 * refused instead of exhausting the stack.
 */
export function jsonNestsDeeperThan(value: unknown, maxDepth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (maxDepth === 0) return true;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => jsonNestsDeeperThan(child, maxDepth - 1));
}
