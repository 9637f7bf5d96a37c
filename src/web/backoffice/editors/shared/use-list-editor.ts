import { useState } from 'react';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { replaceAt } from '../list-moves.js';
import { useFocusRequest } from './use-focus-request.js';
import { useKeyedList } from './use-keyed-list.js';
import { usePointerReorder } from './use-pointer-reorder.js';

interface ListEditorOptions<T> {
  list: readonly T[];
  onChange: (list: T[]) => void;
  /** The DOM id prefix of the list's controls; entries use `${idPrefix}-${key}-…`. */
  idPrefix: string;
  /** How an entry is called in labels and announcements. */
  nameOf: (item: T, index: number) => string;
}

/**
 * What every ordered list editor does: stable keys, moves by button and by drag, adding and removing,
 * each followed by a spoken confirmation and the focus on a sensible control.
 */
export function useListEditor<T, List extends HTMLElement = HTMLOListElement>({
  list,
  onChange,
  idPrefix,
  nameOf,
}: ListEditorOptions<T>) {
  const keyed = useKeyedList(list);
  const requestFocus = useFocusRequest();
  const [message, setMessage] = useState('');
  const idOf = (key: string | undefined, control: string) => `${idPrefix}-${key ?? ''}-${control}`;

  const move = (from: number, to: number, byButton: boolean) => {
    const item = list[from];
    if (item === undefined || to < 0 || to >= list.length) return;
    const key = keyed.keys[from];
    onChange(keyed.move(from, to));
    setMessage(
      t(editorTexts.list.movedTo, { name: nameOf(item, from), position: to + 1, count: list.length }),
    );
    if (byButton) {
      const [same, other] = to < from ? ['up', 'down'] : ['down', 'up'];
      requestFocus(idOf(key, same), idOf(key, other));
    }
  };
  const reorder = usePointerReorder<List>((from, to) => move(from, to, false));

  return {
    keys: keyed.keys,
    /** The id prefix of entry `index`'s controls: `${prefix}-up`, `${prefix}-name`, … */
    prefixOf: (index: number) => `${idPrefix}-${keyed.keys[index] ?? ''}`,
    message,
    reorder,
    move: (from: number, to: number) => move(from, to, true),
    replace: (index: number, item: T) => onChange(replaceAt(list, index, item)),
    /** Appends an entry, focuses its control `focusControl` and answers the entry's key. */
    add(item: T, focusControl: string): string {
      const inserted = keyed.insert(list.length, item);
      onChange(inserted.list);
      setMessage(t(editorTexts.list.added, { name: nameOf(item, list.length) }));
      requestFocus(idOf(inserted.key, focusControl));
      return inserted.key;
    },
    remove(index: number) {
      const item = list[index];
      if (item === undefined) return;
      const { keys } = keyed;
      onChange(keyed.remove(index));
      setMessage(t(editorTexts.list.removed, { name: nameOf(item, index) }));
      requestFocus(idOf(keys[index + 1], 'remove'), idOf(keys[index - 1], 'remove'), `${idPrefix}-add`);
    },
  };
}
