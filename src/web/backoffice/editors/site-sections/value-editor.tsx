import type { Image } from '../../../../domain/schemas/common.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import type { JsonSchema } from '../../fields/form-fields.js';
import { imageKind } from '../media/media-kinds.js';
import { MultiMediaField, SingleMediaField } from '../media/media-fields.js';
import { RichTextField } from '../rich-text/rich-text-field.js';
import { CheckboxField, SelectField, TextAreaField, TextField, type Choice } from '../shared/fields.js';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { NumberField } from '../shared/number-field.js';
import { useListEditor } from '../shared/use-list-editor.js';
import { emptyValue, emptyVariant, kindOf, type ObjectField, type Variant } from './section-schema.js';

const texts = editorTexts.sections;

export type ErrorAt = (path: readonly (string | number)[]) => string | undefined;

interface ValueEditorProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  label: string;
  /** The server's message for a place inside this value, by its path from here. */
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function choiceLabel(option: string): string {
  return editorTexts.choices[option] ?? option;
}

function fieldLabel(field: Pick<ObjectField, 'name' | 'title'>): string {
  return field.title ?? editorTexts.sectionFieldFallbacks[field.name] ?? field.name;
}

/** Drops a key instead of storing undefined, so an unset optional field is absent as the schema expects. */
function withField(record: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  if (value !== undefined) return { ...record, [name]: value };
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}

/**
 * Edits any part of a section's value by what its schema says it is: a text, HTML, a number, a choice,
 * an image or images, a group of fields, a list of entries, or one of several forms (image or video).
 */
export function ValueEditor({ schema, value, onChange, id, label, errorAt, disabled }: ValueEditorProps) {
  const kind = kindOf(schema);
  const error = errorAt([]);
  switch (kind.kind) {
    case 'text': {
      const Field = kind.multiline ? TextAreaField : TextField;
      return (
        <Field
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    }
    case 'richText':
      return (
        <RichTextField
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberField
          id={id}
          label={label}
          value={typeof value === 'number' ? value : Number(emptyValue(schema))}
          min={kind.min}
          max={kind.max}
          wholeNumbers={kind.whole}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          id={id}
          label={label}
          checked={typeof value === 'boolean' ? value : schema.default === true}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'enum': {
      const shown =
        typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : '';
      return (
        <SelectField
          id={id}
          label={label}
          value={shown}
          placeholder={texts.choose}
          choices={kind.options.map((option) => ({ value: option, label: choiceLabel(option) }))}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    }
    case 'image':
      return (
        <SingleMediaField
          kind={imageKind}
          id={id}
          label={label}
          value={isRecord(value) ? (value as Image) : null}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'images':
      return (
        <MultiMediaField
          kind={imageKind}
          id={id}
          label={label}
          value={Array.isArray(value) ? (value as Image[]) : []}
          disabled={disabled}
          error={error}
          onChange={onChange}
        />
      );
    case 'object':
      return (
        <fieldset className="editor" id={id}>
          <legend className="editor__title">{label}</legend>
          <ObjectFields
            fields={kind.fields}
            value={isRecord(value) ? value : {}}
            onChange={onChange}
            id={id}
            errorAt={errorAt}
            disabled={disabled}
          />
        </fieldset>
      );
    case 'list':
      return (
        <ListEditor
          item={kind.item}
          fixedLength={kind.fixedLength}
          value={Array.isArray(value) ? (value as unknown[]) : []}
          onChange={onChange}
          id={id}
          label={label}
          errorAt={errorAt}
          disabled={disabled}
        />
      );
    case 'variant':
      return (
        <fieldset className="editor" id={id}>
          <legend className="editor__title">{label}</legend>
          <VariantEditor
            variants={kind.variants}
            value={isRecord(value) ? value : {}}
            onChange={onChange}
            id={id}
            errorAt={errorAt}
            disabled={disabled}
          />
        </fieldset>
      );
    case 'unknown':
      return null;
  }
}

interface ObjectFieldsProps {
  fields: readonly ObjectField[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  id: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** The fields of a group; an optional group or image can be switched off, an optional choice left unset. */
export function ObjectFields({ fields, value, onChange, id, errorAt, disabled }: ObjectFieldsProps) {
  return fields.map((field) => {
    const fieldId = `${id}-${field.name}`;
    const current = value[field.name];
    const change = (next: unknown) => onChange(withField(value, field.name, next));
    const kind = kindOf(field.schema).kind;
    const fieldErrorAt: ErrorAt = (path) => errorAt([field.name, ...path]);
    if (field.optional && kind === 'object') {
      const isUsed = isRecord(current);
      return (
        <div key={field.name} className="editor">
          <CheckboxField
            id={`${fieldId}-used`}
            label={t(texts.optionalPart, { label: fieldLabel(field) })}
            checked={isUsed}
            disabled={disabled}
            onChange={(used) => change(used ? emptyValue(field.schema) : null)}
          />
          {isUsed ? (
            <ValueEditor
              schema={field.schema}
              value={current}
              onChange={change}
              id={fieldId}
              label={fieldLabel(field)}
              errorAt={fieldErrorAt}
              disabled={disabled}
            />
          ) : null}
        </div>
      );
    }
    if (field.optional && kind === 'enum') {
      return (
        <OptionalChoice
          key={field.name}
          field={field}
          value={typeof current === 'string' ? current : ''}
          onChange={change}
          id={fieldId}
          error={fieldErrorAt([])}
          disabled={disabled}
        />
      );
    }
    return (
      <ValueEditor
        key={field.name}
        schema={field.schema}
        value={current}
        onChange={change}
        id={fieldId}
        label={fieldLabel(field)}
        errorAt={fieldErrorAt}
        disabled={disabled}
      />
    );
  });
}

function OptionalChoice({
  field,
  value,
  onChange,
  id,
  error,
  disabled,
}: {
  field: ObjectField;
  value: string;
  onChange: (value: string | undefined) => void;
  id: string;
  error: string | undefined;
  disabled: boolean | undefined;
}) {
  const kind = kindOf(field.schema);
  const options = kind.kind === 'enum' ? kind.options : [];
  const choices: Choice<string>[] = [
    { value: '', label: texts.colorDefault },
    ...options.map((option) => ({ value: option, label: choiceLabel(option) })),
  ];
  return (
    <SelectField
      id={id}
      label={fieldLabel(field)}
      value={value}
      choices={choices}
      disabled={disabled}
      error={error}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
    />
  );
}

interface ListEditorProps {
  item: JsonSchema;
  fixedLength: number | undefined;
  value: unknown[];
  onChange: (value: unknown[]) => void;
  id: string;
  label: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** Columns, teasers, markers, slides, events: entries in order; a fixed number of columns stays fixed. */
function ListEditor({ item, fixedLength, value, onChange, id, label, errorAt, disabled }: ListEditorProps) {
  const entryName = (_: unknown, index: number) => t(texts.entry, { label, n: index + 1 });
  const list = useListEditor({ list: value, onChange, idPrefix: id, nameOf: entryName });
  const { listRef, handleProps, itemProps } = list.reorder;
  const isFixed = fixedLength !== undefined;
  return (
    <fieldset className="editor" id={id}>
      <legend className="editor__title">{label}</legend>
      {value.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {value.map((entry, index) => {
          const prefix = list.prefixOf(index);
          const name = entryName(entry, index);
          return (
            <li key={list.keys[index]} className="editor-item editor-item--nested" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <span className="editor-item__title" id={`${prefix}-title`} tabIndex={-1}>
                  {name}
                </span>
                <MoveButtons
                  idPrefix={prefix}
                  name={name}
                  index={index}
                  count={value.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={isFixed ? undefined : () => list.remove(index)}
                />
              </div>
              <EntryFields
                schema={item}
                value={entry}
                onChange={(next) => list.replace(index, next)}
                id={`${prefix}-value`}
                label={name}
                errorAt={(path) => errorAt([index, ...path])}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ol>
      {isFixed ? null : (
        <div className="editor-actions">
          <button
            id={`${id}-add`}
            type="button"
            className="button button--secondary button--small"
            disabled={disabled}
            onClick={() => list.add(emptyValue(item), 'title')}
          >
            {t(texts.addEntry, { label })}
          </button>
        </div>
      )}
      <LiveRegion message={list.message} />
    </fieldset>
  );
}

/** An entry's or a section's own fields sit directly in it; only a plain value gets its own label. */
export function EntryFields(props: ValueEditorProps) {
  const kind = kindOf(props.schema);
  if (kind.kind === 'variant') {
    return (
      <VariantEditor
        variants={kind.variants}
        value={isRecord(props.value) ? props.value : {}}
        onChange={props.onChange}
        id={props.id}
        errorAt={props.errorAt}
        disabled={props.disabled}
      />
    );
  }
  if (kind.kind === 'object') {
    return (
      <div className="editor-item__fields" id={props.id}>
        <ObjectFields
          fields={kind.fields}
          value={isRecord(props.value) ? props.value : {}}
          onChange={props.onChange}
          id={props.id}
          errorAt={props.errorAt}
          disabled={props.disabled}
        />
      </div>
    );
  }
  return <ValueEditor {...props} />;
}

interface VariantEditorProps {
  variants: readonly Variant[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  id: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** A value of one of several forms: choosing another form starts it empty. */
function VariantEditor({ variants, value, onChange, id, errorAt, disabled }: VariantEditorProps) {
  const current = variants.find((variant) => variant.type === value.type) ?? variants[0];
  if (current === undefined) return null;
  return (
    <div className="editor">
      <SelectField
        id={`${id}-type`}
        label={texts.variantType}
        value={current.type}
        choices={variants.map((variant) => ({ value: variant.type, label: choiceLabel(variant.type) }))}
        disabled={disabled}
        error={errorAt(['type'])}
        onChange={(type) => {
          const chosen = variants.find((variant) => variant.type === type);
          if (chosen !== undefined && chosen.type !== value.type) onChange(emptyVariant(chosen));
        }}
      />
      <ObjectFields
        fields={current.fields}
        value={value}
        onChange={onChange}
        id={id}
        errorAt={errorAt}
        disabled={disabled}
      />
    </div>
  );
}
