import type { ReactNode } from 'react';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { DragHandle, LiveRegion, MoveButtons } from './list-controls.js';
import { useListEditor } from './use-list-editor.js';

interface RowContext<Row> {
  index: number;
  /** The id prefix of this row's controls: `${prefix}-up`, `${prefix}-name`, … */
  prefix: string;
  replace: (row: Row) => void;
}

type TitleTag = 'h3' | 'h4' | 'span';

interface AddRow<Row> {
  label: string;
  create: () => Row;
  /** The control of the new row that gets the focus, by its id's ending (`name` for `${prefix}-name`). */
  focus: string;
}

interface OrderedRowListProps<Row> {
  /** The fieldset's own id; a list inside another editor's row may have none. */
  id?: string | undefined;
  /** The prefix of the ids of the list's controls: `${idPrefix}-add`, `${idPrefix}-${key}-…`. */
  idPrefix: string;
  label: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** How a row is called on its buttons and in announcements. */
  nameOf: (row: Row, index: number) => string;
  /** A row's title, its name unless given. */
  titleOf?: (row: Row, index: number) => string;
  /**
   * The element of a row's title. A span title can take the focus as `${prefix}-title`, for a new row whose
   * fields may have no control of their own to focus.
   */
  titleTag: TitleTag;
  /** Inside another editor's row: a titled legend, inset rows and a small add button. */
  nested?: boolean;
  /** What stands above the rows; unless given, the hint that there are none yet. */
  intro?: ReactNode;
  /** Without it the list keeps its length: rows move, but are neither added nor removed. */
  add?: AddRow<Row> | undefined;
  disabled: boolean | undefined;
  renderFields: (row: Row, context: RowContext<Row>) => ReactNode;
}

function RowTitle({ tag, prefix, children }: { tag: TitleTag; prefix: string; children: string }) {
  if (tag === 'span') {
    return (
      <span className="editor-item__title" id={`${prefix}-title`} tabIndex={-1}>
        {children}
      </span>
    );
  }
  const Heading = tag;
  return <Heading className="editor-item__title">{children}</Heading>;
}

/**
 * An ordered list of rows, each with its own fields: rows move by drag and by their up and down buttons,
 * are added at the end and removed, each change announced and followed by the focus.
 */
export function OrderedRowList<Row>({
  id,
  idPrefix,
  label,
  rows,
  onChange,
  nameOf,
  titleOf = nameOf,
  titleTag,
  nested = false,
  intro,
  add,
  disabled,
  renderFields,
}: OrderedRowListProps<Row>) {
  const list = useListEditor({ list: rows, onChange, idPrefix, nameOf });
  const { listRef, handleProps, itemProps } = list.reorder;
  const emptyHint = rows.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null;

  return (
    <fieldset className="editor" id={id}>
      <legend className={nested ? 'editor__title' : undefined}>{label}</legend>
      {intro === undefined ? emptyHint : intro}
      <ol className="editor-list" ref={listRef}>
        {rows.map((row, index) => {
          const prefix = list.prefixOf(index);
          return (
            <li
              key={list.keys[index]}
              className={nested ? 'editor-item editor-item--nested' : 'editor-item'}
              {...itemProps(index)}
            >
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <RowTitle tag={titleTag} prefix={prefix}>
                  {titleOf(row, index)}
                </RowTitle>
                <MoveButtons
                  idPrefix={prefix}
                  name={nameOf(row, index)}
                  index={index}
                  count={rows.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={add === undefined ? undefined : () => list.remove(index)}
                />
              </div>
              {renderFields(row, { index, prefix, replace: (next) => list.replace(index, next) })}
            </li>
          );
        })}
      </ol>
      {add === undefined ? null : (
        <div className="editor-actions">
          <button
            id={`${idPrefix}-add`}
            type="button"
            className={nested ? 'button button--secondary button--small' : 'button button--secondary'}
            disabled={disabled}
            onClick={() => list.add(add.create(), add.focus)}
          >
            {add.label}
          </button>
        </div>
      )}
      <LiveRegion message={list.message} />
    </fieldset>
  );
}
