import { t } from '../../../i18n/t.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { DragHandleProps } from './use-pointer-reorder.js';

interface MoveButtonsProps {
  /** The DOM id prefix of this entry's controls: `${idPrefix}-up`, `-down`, `-remove`. */
  idPrefix: string;
  name: string;
  index: number;
  count: number;
  disabled?: boolean | undefined;
  onMove: (from: number, to: number) => void;
  onRemove?: (() => void) | undefined;
}

/** Up, down and remove for one entry of an ordered list; the keyboard's way to do what dragging does. */
export function MoveButtons({ idPrefix, name, index, count, disabled, onMove, onRemove }: MoveButtonsProps) {
  const texts = editorTexts.list;
  return (
    <div className="editor-move-buttons">
      <button
        id={`${idPrefix}-up`}
        type="button"
        className="button button--secondary button--small editor-icon-button"
        aria-label={t(texts.moveUp, { name })}
        title={t(texts.moveUp, { name })}
        disabled={disabled === true || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        id={`${idPrefix}-down`}
        type="button"
        className="button button--secondary button--small editor-icon-button"
        aria-label={t(texts.moveDown, { name })}
        title={t(texts.moveDown, { name })}
        disabled={disabled === true || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      {onRemove === undefined ? null : (
        <button
          id={`${idPrefix}-remove`}
          type="button"
          className="button button--secondary button--small"
          aria-label={t(texts.removeNamed, { name })}
          disabled={disabled}
          onClick={onRemove}
        >
          {texts.remove}
        </button>
      )}
    </div>
  );
}

/** The grip a pointer drags an entry by; hidden from assistive technology, which uses the move buttons. */
export function DragHandle(props: DragHandleProps) {
  return (
    <span {...props} className="editor-drag-handle" title={editorTexts.list.drag}>
      ⠿
    </span>
  );
}

export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
