import '../editors.css';
import {
  partTypeSchema,
  type Part,
  type PartOption,
  type PartType,
  type Product,
} from '../../../../domain/schemas/catalog.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { errorPathInList } from '../shared/error-path.js';
import {
  CheckboxField,
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  type Choice,
} from '../shared/fields.js';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { MoneyField } from '../shared/money-field.js';
import { useListEditor } from '../shared/use-list-editor.js';

const texts = editorTexts.parts;

type ProductConfig = Product['config'];

/** Only these types offer options to choose from; text, file and image parts are answered freely. */
const choiceTypes: readonly PartType[] = ['select', 'multiselect'];

const typeChoices: Choice<PartType>[] = partTypeSchema.options.map((type) => ({
  value: type,
  label: editorTexts.partTypes[type],
}));

const modifierChoices: Choice<PartOption['modifier']>[] = (['add', 'subtract', 'overwrite'] as const).map(
  (modifier) => ({ value: modifier, label: editorTexts.modifiers[modifier] }),
);

const partName = (part: Part) => (part.name.trim() === '' ? texts.unnamed : part.name);
const optionName = (option: PartOption) => (option.name.trim() === '' ? texts.unnamedOption : option.name);

/** The server's message for a field of part `index`, or of option `option` of it. */
function serverError(
  error: string | undefined,
  errorField: string | undefined,
  path: readonly (string | number)[],
): string | undefined {
  const at = errorPathInList(errorField);
  if (error === undefined || at.length !== path.length) return undefined;
  return path.every((segment, index) => at[index] === segment) ? error : undefined;
}

/**
 * The configurable parts of a product (`config.parts`): what a guest chooses or fills in, step by step,
 * in the order given. Choice parts have options that add to, subtract from or replace the price.
 */
export function ProductPartsEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  disabled,
}: FieldEditorProps<ProductConfig>) {
  const parts = value.parts;
  const list = useListEditor({
    list: parts,
    onChange: (next: Part[]) => onChange({ ...value, parts: next }),
    idPrefix: id,
    nameOf: partName,
  });
  const { listRef, handleProps, itemProps } = list.reorder;

  return (
    <fieldset className="editor" id={id}>
      <legend>{label}</legend>
      {parts.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {parts.map((part, index) => {
          const prefix = list.prefixOf(index);
          return (
            <li key={list.keys[index]} className="editor-item" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <h3 className="editor-item__title">
                  {t(texts.part, { n: index + 1, name: partName(part) })}
                </h3>
                <MoveButtons
                  idPrefix={prefix}
                  name={partName(part)}
                  index={index}
                  count={parts.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={() => list.remove(index)}
                />
              </div>
              <PartFields
                prefix={prefix}
                part={part}
                disabled={disabled}
                errorAt={(path) => serverError(error, errorField, [index, ...path])}
                onChange={(next) => list.replace(index, next)}
              />
            </li>
          );
        })}
      </ol>
      <div className="editor-actions">
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() =>
            list.add({ name: '', description: '', type: 'select', isOptional: false, options: [] }, 'name')
          }
        >
          {texts.addPart}
        </button>
      </div>
      <LiveRegion message={list.message} />
    </fieldset>
  );
}

interface PartFieldsProps {
  prefix: string;
  part: Part;
  disabled: boolean | undefined;
  errorAt: (path: readonly (string | number)[]) => string | undefined;
  onChange: (part: Part) => void;
}

function PartFields({ prefix, part, disabled, errorAt, onChange }: PartFieldsProps) {
  const isChoice = choiceTypes.includes(part.type);
  return (
    <>
      <div className="editor-item__fields editor-item__fields--columns">
        <TextField
          id={`${prefix}-name`}
          label={texts.name}
          value={part.name}
          disabled={disabled}
          error={part.name.trim() === '' ? validationMessages.blank : errorAt(['name'])}
          onChange={(name) => onChange({ ...part, name })}
        />
        <SelectField
          id={`${prefix}-type`}
          label={texts.type}
          value={part.type}
          choices={typeChoices}
          disabled={disabled}
          error={errorAt(['type'])}
          onChange={(type) => onChange({ ...part, type })}
        />
      </div>
      <TextAreaField
        id={`${prefix}-description`}
        label={texts.description}
        rows={2}
        value={part.description}
        disabled={disabled}
        error={errorAt(['description'])}
        onChange={(description) => onChange({ ...part, description })}
      />
      <CheckboxField
        id={`${prefix}-optional`}
        label={texts.isOptional}
        checked={part.isOptional}
        disabled={disabled}
        onChange={(isOptional) => onChange({ ...part, isOptional })}
      />
      {isChoice || part.options.length > 0 ? (
        <OptionsEditor
          prefix={`${prefix}-options`}
          partName={partName(part)}
          options={part.options}
          disabled={disabled}
          note={
            isChoice
              ? part.options.length === 0
                ? validationMessages.optionsRequired
                : undefined
              : texts.optionsOnlyForChoices
          }
          errorAt={(path) => errorAt(['options', ...path])}
          onChange={(options) => onChange({ ...part, options })}
        />
      ) : null}
    </>
  );
}

interface OptionsEditorProps {
  prefix: string;
  partName: string;
  options: PartOption[];
  disabled: boolean | undefined;
  note: string | undefined;
  errorAt: (path: readonly (string | number)[]) => string | undefined;
  onChange: (options: PartOption[]) => void;
}

function OptionsEditor({ prefix, partName, options, disabled, note, errorAt, onChange }: OptionsEditorProps) {
  const list = useListEditor({ list: options, onChange, idPrefix: prefix, nameOf: optionName });
  const { listRef, handleProps, itemProps } = list.reorder;
  return (
    <fieldset className="editor">
      <legend className="editor__title">{`${texts.options} – ${partName}`}</legend>
      {note === undefined ? null : <p className="editor__hint">{note}</p>}
      <FieldError id={`${prefix}-server`} error={errorAt([])} />
      <ol className="editor-list" ref={listRef}>
        {options.map((option, index) => {
          const optionPrefix = list.prefixOf(index);
          const change = (patch: Partial<PartOption>) => list.replace(index, { ...option, ...patch });
          return (
            <li key={list.keys[index]} className="editor-item editor-item--nested" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <h4 className="editor-item__title">
                  {t(texts.option, { n: index + 1, name: optionName(option) })}
                </h4>
                <MoveButtons
                  idPrefix={optionPrefix}
                  name={optionName(option)}
                  index={index}
                  count={options.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={() => list.remove(index)}
                />
              </div>
              <div className="editor-item__fields editor-item__fields--columns">
                <TextField
                  id={`${optionPrefix}-name`}
                  label={texts.optionName}
                  value={option.name}
                  disabled={disabled}
                  error={option.name.trim() === '' ? validationMessages.blank : errorAt([index, 'name'])}
                  onChange={(name) => change({ name })}
                />
                <SelectField
                  id={`${optionPrefix}-modifier`}
                  label={texts.modifier}
                  value={option.modifier}
                  choices={modifierChoices}
                  disabled={disabled}
                  error={errorAt([index, 'modifier'])}
                  onChange={(modifier) => change({ modifier })}
                />
                <MoneyField
                  id={`${optionPrefix}-value`}
                  label={texts.value}
                  value={option.value}
                  disabled={disabled}
                  error={errorAt([index, 'value'])}
                  onChange={(cents) => change({ value: cents })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="editor-actions">
        <button
          id={`${prefix}-add`}
          type="button"
          className="button button--secondary button--small"
          disabled={disabled}
          onClick={() => list.add({ name: '', modifier: 'add', value: 0 }, 'name')}
        >
          {texts.addOption}
        </button>
      </div>
      <LiveRegion message={list.message} />
    </fieldset>
  );
}
