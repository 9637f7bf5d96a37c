import '../editors.css';
import { useState } from 'react';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { useFocusRequest } from '../shared/use-focus-request.js';
import { useListEditor } from '../shared/use-list-editor.js';
import { MediaDialog } from './media-dialog.js';
import type { MediaKind } from './media-kinds.js';

interface MediaFieldProps<Value extends { id: number }, Held> {
  kind: MediaKind<Value>;
  id: string;
  label: string;
  value: Held;
  onChange: (value: Held) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** One image or file, or none: a preview with buttons to choose another or to remove it. */
export function SingleMediaField<Value extends { id: number }>({
  kind,
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: MediaFieldProps<Value, Value | null>) {
  const [isOpen, setOpen] = useState(false);
  const requestFocus = useFocusRequest();
  const entry = value === null ? undefined : kind.entryOfValue(value);
  return (
    <fieldset
      className="editor editor-media"
      id={id}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className="editor__title">{label}</legend>
      <div className="editor-media__current">
        {entry === undefined ? (
          <p className="editor__hint">{kind.texts.none}</p>
        ) : (
          <>
            <img className="editor-media__thumb" src={entry.preview} alt="" />
            <span>{entry.name}</span>
          </>
        )}
      </div>
      <div className="editor-actions">
        <button
          id={`${id}-choose`}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {value === null ? kind.texts.choose : kind.texts.change}
        </button>
        {value === null ? null : (
          <button
            id={`${id}-remove`}
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              requestFocus(`${id}-choose`);
            }}
          >
            {kind.texts.remove}
          </button>
        )}
      </div>
      {isOpen ? (
        <MediaDialog
          id={`${id}-dialog`}
          kind={kind}
          title={`${kind.texts.library}: ${label}`}
          multiple={false}
          selected={value === null ? [] : [value.id]}
          onPick={onChange}
          onUploaded={([first]) => {
            if (first !== undefined) onChange(first);
          }}
          onClose={() => {
            setOpen(false);
            requestFocus(`${id}-choose`);
          }}
        />
      ) : null}
    </fieldset>
  );
}

/** A list of images or files in order: move by drag or buttons, remove, add more from the library. */
export function MultiMediaField<Value extends { id: number }>({
  kind,
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: MediaFieldProps<Value, Value[]>) {
  const [isOpen, setOpen] = useState(false);
  const requestFocus = useFocusRequest();
  const entries = value.map((item) => kind.entryOfValue(item));
  const list = useListEditor({
    list: value,
    onChange,
    idPrefix: id,
    nameOf: (item: Value) => kind.entryOfValue(item).name,
  });
  const { listRef, handleProps, itemProps } = list.reorder;
  const toggle = (item: Value) => {
    const index = value.findIndex((other) => other.id === item.id);
    if (index === -1) list.add(item, 'remove');
    else list.remove(index);
  };
  return (
    <fieldset
      className="editor editor-media"
      id={id}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className="editor__title">{label}</legend>
      {value.length === 0 ? <p className="editor__hint">{kind.texts.noneMany}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {entries.map((entry, index) => (
          <li key={list.keys[index]} className="editor-item editor-item--compact" {...itemProps(index)}>
            <div className="editor-item__header">
              <DragHandle {...handleProps(index)} />
              <img className="editor-media__thumb" src={entry.preview} alt="" />
              <span className="editor-item__title">{entry.name}</span>
              <MoveButtons
                idPrefix={list.prefixOf(index)}
                name={entry.name}
                index={index}
                count={value.length}
                disabled={disabled}
                onMove={list.move}
                onRemove={() => list.remove(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="editor-actions">
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {kind.texts.chooseMore}
        </button>
      </div>
      {isOpen ? (
        <MediaDialog
          id={`${id}-dialog`}
          kind={kind}
          title={`${kind.texts.library}: ${label}`}
          multiple
          selected={value.map((item) => item.id)}
          onPick={toggle}
          onUploaded={(added) =>
            onChange([...value, ...added.filter((item) => !value.some((other) => other.id === item.id))])
          }
          onClose={() => {
            setOpen(false);
            requestFocus(`${id}-add`);
          }}
        />
      ) : null}
      <LiveRegion message={list.message} />
    </fieldset>
  );
}
