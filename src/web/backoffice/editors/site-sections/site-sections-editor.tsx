import '../editors.css';
import { useState } from 'react';
import { TEXT_SECTION, type ContentSection } from '../../../../domain/content/sections.js';
import { sectionSchema, type Section } from '../../../../domain/schemas/content.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { useClipboard } from '../../app/use-clipboard.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { RichTextField } from '../rich-text/rich-text-field.js';
import { errorPathInList } from '../shared/error-path.js';
import { FieldError, SelectField } from '../shared/fields.js';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { useListEditor } from '../shared/use-list-editor.js';
import { customSectionTypes, emptyValue, sectionValueSchemas } from './section-schema.js';
import { EntryFields } from './value-editor.js';
import type { ErrorAt } from './value-editor-props.js';

const texts = editorTexts.sections;
const CLIPBOARD_CONTEXT = 'section';

/** A section as the form holds it: what the API answered, or what this editor made. */
type HeldSection = ContentSection | Section;
type Content = { body: HeldSection[] };

const typeLabel = (type: string) =>
  (editorTexts.sectionTypes as Readonly<Record<string, string>>)[type] ?? type;

function sectionTitle(section: HeldSection): string {
  const value = section.value;
  if (typeof value !== 'object' || value === null || !('title' in value)) return '';
  return typeof value.title === 'string' ? value.title.trim() : '';
}

function sectionName(section: HeldSection): string {
  const title = sectionTitle(section);
  return title === '' ? typeLabel(section.type) : t(texts.summary, { type: typeLabel(section.type), title });
}

/**
 * A page's content (`content` of a site). A custom page is a list of typed sections in order, each with
 * the fields its type has; sections can be copied and pasted into another page. A default page has one
 * rich-text body.
 */
export function SiteSectionsEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  record,
  disabled,
}: FieldEditorProps<Content>) {
  if (record?.type === 'default') {
    const body = value.body[0];
    return (
      <RichTextField
        id={id}
        label={`${label}: ${texts.defaultBody}`}
        value={typeof body?.value === 'string' ? body.value : ''}
        rows={16}
        error={error}
        disabled={disabled}
        onChange={(html) => onChange({ ...value, body: [{ type: TEXT_SECTION, value: html }] })}
      />
    );
  }
  return (
    <SectionList
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      errorField={errorField}
      disabled={disabled}
    />
  );
}

function SectionList({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  disabled,
}: Omit<FieldEditorProps<Content>, 'record'>) {
  const sections = value.body;
  const list = useListEditor({
    list: sections,
    onChange: (body: HeldSection[]) => onChange({ ...value, body }),
    idPrefix: id,
    nameOf: sectionName,
  });
  const { listRef, handleProps, itemProps } = list.reorder;
  const [clipboard, copy] = useClipboard(CLIPBOARD_CONTEXT);
  const [newType, setNewType] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const at = errorPathInList(errorField);
  const pasted = clipboard === undefined ? undefined : sectionSchema.safeParse(clipboard.data);
  const pastable =
    pasted?.success === true && sectionValueSchemas.has(pasted.data.type) ? pasted.data : undefined;

  const add = (section: HeldSection) => {
    const key = list.add(section, 'toggle');
    setExpanded((current) => new Set([...current, key]));
  };
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <fieldset className="editor" id={id} aria-describedby={error === undefined ? undefined : `${id}-error`}>
      <legend>{label}</legend>
      {sections.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {sections.map((section, index) => {
          const key = list.keys[index] ?? String(index);
          const prefix = list.prefixOf(index);
          const name = sectionName(section);
          const schema = sectionValueSchemas.get(section.type);
          const isOpen = expanded.has(key) || (at[0] === index && error !== undefined);
          const errorAt: ErrorAt = (path) => {
            const wanted = [index, 'value', ...path];
            return error !== undefined &&
              wanted.length === at.length &&
              wanted.every((part, i) => part === at[i])
              ? error
              : undefined;
          };
          return (
            <li key={key} className="editor-item" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <h3 className="editor-item__title" id={`${prefix}-title`}>
                  {t(texts.section, { n: index + 1, type: name })}
                </h3>
                <div className="editor-item__actions">
                  <button
                    id={`${prefix}-toggle`}
                    type="button"
                    className="button button--secondary button--small"
                    aria-expanded={isOpen}
                    aria-controls={`${prefix}-fields`}
                    aria-label={t(isOpen ? texts.collapse : texts.expand, { name })}
                    onClick={() => toggle(key)}
                  >
                    {isOpen ? texts.collapseShort : texts.expandShort}
                  </button>
                  <button
                    id={`${prefix}-copy`}
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t(texts.copyNamed, { name })}
                    onClick={() => {
                      copy(structuredClone(section), name);
                      setMessage(t(texts.copied, { name }));
                    }}
                  >
                    {texts.copy}
                  </button>
                  <MoveButtons
                    idPrefix={prefix}
                    name={name}
                    index={index}
                    count={sections.length}
                    disabled={disabled}
                    onMove={list.move}
                    onRemove={() => list.remove(index)}
                  />
                </div>
              </div>
              <div id={`${prefix}-fields`} className="editor-item__fields" hidden={!isOpen}>
                {schema === undefined ? (
                  <p className="editor__hint">{t(texts.unknownType, { type: section.type })}</p>
                ) : isOpen ? (
                  <EntryFields
                    schema={schema}
                    value={section.value}
                    onChange={(next) =>
                      list.replace(index, { type: section.type, value: next } as HeldSection)
                    }
                    id={`${prefix}-value`}
                    label={typeLabel(section.type)}
                    errorAt={errorAt}
                    disabled={disabled}
                  />
                ) : null}
                <FieldError
                  id={`${prefix}-server`}
                  error={at[0] === index && at.length <= 2 ? error : undefined}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="editor-actions">
        <SelectField
          id={`${id}-type`}
          label={texts.add}
          placeholder={texts.choose}
          value={newType}
          choices={customSectionTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          disabled={disabled}
          onChange={setNewType}
        />
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled === true || newType === ''}
          onClick={() => {
            const schema = sectionValueSchemas.get(newType);
            if (schema === undefined) return;
            add({ type: newType, value: emptyValue(schema) });
            setNewType('');
          }}
        >
          {texts.addButton}
        </button>
        {pastable === undefined || clipboard === undefined ? null : (
          <button
            id={`${id}-paste`}
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => {
              add(structuredClone(pastable));
              setMessage(t(texts.pasted, { name: clipboard.label }));
            }}
          >
            {t(texts.paste, { label: clipboard.label })}
          </button>
        )}
      </div>
      <LiveRegion message={message || list.message} />
    </fieldset>
  );
}
