import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface DragState {
  from: number;
  over: number;
}

const EDGE = 48;
const SCROLL_STEP = 12;

/** The index of the entry under the pointer, counting only the list's own entries (not nested lists'). */
function indexAt(list: HTMLElement, clientY: number): number | undefined {
  const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-reorder-index]')];
  if (items.length === 0) return undefined;
  const below = items.findIndex((item) => clientY < item.getBoundingClientRect().bottom);
  return below === -1 ? items.length - 1 : below;
}

/**
 * Drag and drop by pointer events, so it works alike with a mouse, a finger on a tablet and a pen (HTML5
 * drag and drop does not start from touch in every browser). The handle is only for the pointer; the
 * move buttons beside it do the same by keyboard. Escape cancels a drag.
 */
export function usePointerReorder<List extends HTMLElement>(onMove: (from: number, to: number) => void) {
  const listRef = useRef<List>(null);
  const [drag, setDrag] = useState<DragState | null>(null);

  useEffect(() => {
    if (drag === null) return undefined;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrag(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drag]);

  const handleProps = (index: number) => ({
    'aria-hidden': true as const,
    'data-drag-handle': index,
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      if (drag === null || listRef.current === null) return;
      if (event.clientY < EDGE) window.scrollBy(0, -SCROLL_STEP);
      else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, SCROLL_STEP);
      const over = indexAt(listRef.current, event.clientY);
      if (over !== undefined && over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp() {
      if (drag !== null && drag.over !== drag.from) onMove(drag.from, drag.over);
      setDrag(null);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  /** Marks an entry for the drop position and tells the styles where the drop line goes. */
  const itemProps = (index: number) => ({
    'data-reorder-index': index,
    'data-dragging': drag?.from === index ? true : undefined,
    'data-drop':
      drag === null || drag.over !== index || drag.over === drag.from
        ? undefined
        : drag.over > drag.from
          ? 'after'
          : 'before',
  });

  return { listRef, drag, handleProps, itemProps };
}

export type DragHandleProps = ReturnType<ReturnType<typeof usePointerReorder>['handleProps']>;
