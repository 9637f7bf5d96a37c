import { useState } from 'react';
import { insertAt, moveItem, removeAt } from '../list-moves.js';

interface KeyedState<T> {
  source: readonly T[];
  keys: string[];
  next: number;
}

function freshKeys(length: number, from: number): string[] {
  return Array.from({ length }, (_, index) => `k${from + index}`);
}

/**
 * React keys for a list whose entries have no id of their own (parts, options, sections). The keys move
 * with their entries, so an entry's inputs keep their state and focus while it is moved. A new list from
 * outside (a reset, a reload) of another length gets new keys.
 */
export function useKeyedList<T>(list: readonly T[]) {
  const [state, setState] = useState<KeyedState<T>>(() => ({
    source: list,
    keys: freshKeys(list.length, 0),
    next: list.length,
  }));
  let current = state;
  if (state.source !== list) {
    current =
      state.keys.length === list.length
        ? { ...state, source: list }
        : { source: list, keys: freshKeys(list.length, state.next), next: state.next + list.length };
    setState(current);
  }

  const { keys, next } = current;
  return {
    keys,
    move(from: number, to: number): T[] {
      const moved = moveItem(list, from, to);
      setState({ source: moved, keys: moveItem(keys, from, to), next });
      return moved;
    },
    /** The new list and the key of the inserted entry. */
    insert(index: number, item: T): { list: T[]; key: string } {
      const inserted = insertAt(list, index, item);
      const key = `k${next}`;
      setState({ source: inserted, keys: insertAt(keys, index, key), next: next + 1 });
      return { list: inserted, key };
    },
    remove(index: number): T[] {
      const removed = removeAt(list, index);
      setState({ source: removed, keys: removeAt(keys, index), next });
      return removed;
    },
  };
}
