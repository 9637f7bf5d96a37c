import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import type { JsonSchema } from '../../fields/form-fields.js';
import { OrderedRowList } from '../shared/ordered-row-list.js';
import { emptyValue } from './section-schema.js';
import { useNestedEditors } from './nested-editors.js';
import type { ValueEditorProps } from './value-editor-props.js';

const texts = editorTexts.sections;

interface ListValueEditorProps extends ValueEditorProps {
  item: JsonSchema;
  fixedLength: number | undefined;
}

/** Columns, teasers, markers, slides, events: entries in order; a fixed number of columns stays fixed. */
export function ListValueEditor({
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  item,
  fixedLength,
}: ListValueEditorProps) {
  const { EntryFields } = useNestedEditors();
  const entryName = (_: unknown, index: number) => t(texts.entry, { label, n: index + 1 });
  return (
    <OrderedRowList
      id={id}
      idPrefix={id}
      label={label}
      rows={Array.isArray(value) ? (value as unknown[]) : []}
      onChange={onChange}
      nameOf={entryName}
      titleTag="span"
      nested
      add={
        fixedLength === undefined
          ? { label: t(texts.addEntry, { label }), create: () => emptyValue(item), focus: 'title' }
          : undefined
      }
      disabled={disabled}
      renderFields={(entry, { index, prefix, replace }) => (
        <EntryFields
          schema={item}
          value={entry}
          onChange={replace}
          id={`${prefix}-value`}
          label={entryName(entry, index)}
          errorAt={(path) => errorAt([index, ...path])}
          disabled={disabled}
        />
      )}
    />
  );
}
