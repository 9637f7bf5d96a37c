import type { Branch } from '../schemas/branch.js';
import type { Tag } from '../schemas/catalog.js';

export interface BranchSearch {
  term: string;
  tagId: number | null;
}

export type SearchableBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>;

/** Visitors type 'Dornbirn, 6850' or 'Bregenz Hard': every comma or space starts another word. */
export function searchWords(term: string): string[] {
  return term
    .trim()
    .split(/[\s,]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLocaleLowerCase('de-AT'));
}

function haystack(branch: SearchableBranch, tagNames: ReadonlyMap<number, string>): string[] {
  const names = branch.tags.map((tag) => tagNames.get(tag.id) ?? '');
  return [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords, ...names].map((field) =>
    field.toLocaleLowerCase('de-AT'),
  );
}

/** A branch stays when any word occurs in any searchable field, and it carries the chosen tag. */
export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  tags: readonly Pick<Tag, 'id' | 'name'>[],
  search: BranchSearch,
): B[] {
  const words = searchWords(search.term);
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  return branches.filter((branch) => {
    if (search.tagId !== null && !branch.tags.some((tag) => tag.id === search.tagId)) return false;
    if (words.length === 0) return true;
    const fields = haystack(branch, tagNames);
    return words.some((word) => fields.some((field) => field.includes(word)));
  });
}
