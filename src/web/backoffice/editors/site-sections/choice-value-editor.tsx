import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { SelectField } from '../shared/fields.js';
import type { ValueEditorProps } from './value-editor-props.js';
import { choiceLabel } from './value-labels.js';

/** One of the schema's options; until one is chosen, its default or a prompt to choose. */
export function ChoiceValueEditor({
  schema,
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  options,
}: ValueEditorProps & { options: readonly string[] }) {
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : '';
  return (
    <SelectField
      id={id}
      label={label}
      value={shown}
      placeholder={editorTexts.sections.choose}
      choices={options.map((option) => ({ value: option, label: choiceLabel(option) }))}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}
