import { useEffect, useId, useRef, useState } from 'react';
import type { Tag } from '../../../../domain/schemas/catalog.js';
import { de } from '../../../i18n/de.js';
import { createTermEchoes } from '../utils/term-echoes.js';

interface BranchFiltersProps {
  /** null hides the search box (plugin off). */
  term: string | null;
  tags: readonly Tag[];
  tagId: number | null;
  onTermChange: (term: string) => void;
  onTagChange: (tagId: number | null) => void;
}

export function BranchFilters({ term, tags, tagId, onTermChange, onTagChange }: BranchFiltersProps) {
  const searchId = useId();
  const tagsLabelId = useId();
  const search = useRef<HTMLInputElement>(null);
  const lastTerm = useRef<string | null>(null);
  const [echoes] = useState(createTermEchoes);
  // Uncontrolled, so what a guest typed before the page hydrated survives hydration (a controlled value
  // would be reset to the address's term) and is taken over once mounted; afterwards a term in the address
  // that the box did not send (back button, a link) is written into the box.
  useEffect(() => {
    const input = search.current;
    if (input === null || term === null) return;
    if (lastTerm.current === null) {
      lastTerm.current = term;
      if (input.value !== term) send(input.value);
      return;
    }
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (!echoes.isEcho(term) && input.value !== term) input.value = term;
  });
  function send(value: string) {
    echoes.sent(value);
    onTermChange(value);
  }
  return (
    <div className="branch-filters">
      {term === null ? null : (
        <search className="branch-filters__search">
          {/* The list follows each keystroke; the button (and a phone's search key) sends the term once
              more and puts the keyboard away, so that the branches it found can be seen. */}
          <form
            className="field"
            onSubmit={(event) => {
              event.preventDefault();
              if (search.current === null) return;
              send(search.current.value);
              search.current.blur();
            }}
          >
            <label className="field__label" htmlFor={searchId}>
              {de.branchList.search}
            </label>
            <div className="branch-filters__search-row">
              <input
                id={searchId}
                className="field__input"
                type="search"
                inputMode="search"
                enterKeyHint="search"
                placeholder={de.branchList.searchPlaceholder}
                ref={search}
                defaultValue={term}
                onChange={(event) => send(event.target.value)}
              />
              <button type="submit" className="button button--secondary">
                {de.branchList.searchSubmit}
              </button>
            </div>
          </form>
        </search>
      )}
      {tags.length === 0 ? null : (
        <div className="branch-filters__tags" role="group" aria-labelledby={tagsLabelId}>
          <p id={tagsLabelId} className="field__label">
            {de.branchList.tags}
          </p>
          <ul className="chips">
            {tags.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={tag.id === tagId}
                  onClick={() => onTagChange(tag.id === tagId ? null : tag.id)}
                >
                  {tag.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
