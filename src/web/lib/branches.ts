import type { Branch } from '../../domain/schemas/branch.js';

/** The order the operator chose in the back office, then by name for branches left at the same place. */
export function inDisplayOrder<B extends Pick<Branch, 'sortOrder' | 'name'>>(branches: readonly B[]): B[] {
  return [...branches].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'de-AT'));
}
