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
import { MoneyField } from '../shared/money-field.js';
import { OrderedRowList } from '../shared/ordered-row-list.js';

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
  return (
    <OrderedRowList
      id={id}
      idPrefix={id}
      label={label}
      rows={value.parts}
      onChange={(parts) => onChange({ ...value, parts })}
      nameOf={partName}
      titleOf={(part, index) => t(texts.part, { n: index + 1, name: partName(part) })}
      titleTag="h3"
      disabled={disabled}
      add={{
        label: texts.addPart,
        create: (): Part => ({ name: '', description: '', type: 'select', isOptional: false, options: [] }),
        focus: 'name',
      }}
      renderFields={(part, { index, prefix, replace }) => (
        <PartFields
          prefix={prefix}
          part={part}
          disabled={disabled}
          errorAt={(path) => serverError(error, errorField, [index, ...path])}
          onChange={replace}
        />
      )}
    />
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
  return (
    <OrderedRowList
      idPrefix={prefix}
      label={`${texts.options} – ${partName}`}
      rows={options}
      onChange={onChange}
      nameOf={optionName}
      titleOf={(option, index) => t(texts.option, { n: index + 1, name: optionName(option) })}
      titleTag="h4"
      nested
      intro={
        <>
          {note === undefined ? null : <p className="editor__hint">{note}</p>}
          <FieldError id={`${prefix}-server`} error={errorAt([])} />
        </>
      }
      add={{
        label: texts.addOption,
        create: (): PartOption => ({ name: '', modifier: 'add', value: 0 }),
        focus: 'name',
      }}
      disabled={disabled}
      renderFields={(option, { index, prefix: optionPrefix, replace }) => (
        <OptionFields
          prefix={optionPrefix}
          option={option}
          disabled={disabled}
          errorAt={(path) => errorAt([index, ...path])}
          onChange={replace}
        />
      )}
    />
  );
}

interface OptionFieldsProps {
  prefix: string;
  option: PartOption;
  disabled: boolean | undefined;
  errorAt: (path: readonly (string | number)[]) => string | undefined;
  onChange: (option: PartOption) => void;
}

function OptionFields({ prefix, option, disabled, errorAt, onChange }: OptionFieldsProps) {
  const change = (patch: Partial<PartOption>) => onChange({ ...option, ...patch });
  return (
    <div className="editor-item__fields editor-item__fields--columns">
      <TextField
        id={`${prefix}-name`}
        label={texts.optionName}
        value={option.name}
        disabled={disabled}
        error={option.name.trim() === '' ? validationMessages.blank : errorAt(['name'])}
        onChange={(name) => change({ name })}
      />
      <SelectField
        id={`${prefix}-modifier`}
        label={texts.modifier}
        value={option.modifier}
        choices={modifierChoices}
        disabled={disabled}
        error={errorAt(['modifier'])}
        onChange={(modifier) => change({ modifier })}
      />
      <MoneyField
        id={`${prefix}-value`}
        label={texts.value}
        value={option.value}
        disabled={disabled}
        error={errorAt(['value'])}
        onChange={(cents) => change({ value: cents })}
      />
    </div>
  );
}
