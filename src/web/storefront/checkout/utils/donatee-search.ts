import type { Donatee } from '../../../../domain/schemas/branch.js';

/** The recipients whose name or description contains every word of the term, case-insensitively. */
export function searchDonatees(donatees: readonly Donatee[], term: string): Donatee[] {
  const words = term
    .toLocaleLowerCase('de')
    .split(/\s+/)
    .filter((word) => word !== '');
  return donatees.filter((donatee) => {
    const haystack = `${donatee.name} ${donatee.description}`.toLocaleLowerCase('de');
    return words.every((word) => haystack.includes(word));
  });
}
