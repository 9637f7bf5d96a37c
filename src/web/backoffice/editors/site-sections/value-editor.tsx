import { BooleanValueEditor } from './boolean-value-editor.js';
import { ChoiceValueEditor } from './choice-value-editor.js';
import { ImagesValueEditor, ImageValueEditor } from './image-value-editors.js';
import { ListValueEditor } from './list-value-editor.js';
import { NumberValueEditor } from './number-value-editor.js';
import { ObjectFields } from './object-fields.js';
import { ObjectValueEditor } from './object-value-editor.js';
import { RichTextValueEditor } from './rich-text-value-editor.js';
import { NestedEditors } from './nested-editors.js';
import { kindOf } from './section-schema.js';
import { TextValueEditor } from './text-value-editor.js';
import type { ValueEditorProps } from './value-editor-props.js';
import { VariantFields, VariantValueEditor } from './variant-value-editor.js';

/**
 * Edits any part of a section's value by what its schema says it is: a text, HTML, a number, a choice,
 * an image or images, a group of fields, a list of entries, or one of several forms (image or video).
 */
export function ValueEditor(props: ValueEditorProps) {
  return <NestedEditors value={nested}>{valueEditorFor(props)}</NestedEditors>;
}

function valueEditorFor(props: ValueEditorProps) {
  const kind = kindOf(props.schema);
  switch (kind.kind) {
    case 'text':
      return <TextValueEditor {...props} multiline={kind.multiline} />;
    case 'richText':
      return <RichTextValueEditor {...props} />;
    case 'number':
      return <NumberValueEditor {...props} min={kind.min} max={kind.max} whole={kind.whole} />;
    case 'boolean':
      return <BooleanValueEditor {...props} />;
    case 'enum':
      return <ChoiceValueEditor {...props} options={kind.options} />;
    case 'image':
      return <ImageValueEditor {...props} />;
    case 'images':
      return <ImagesValueEditor {...props} />;
    case 'object':
      return <ObjectValueEditor {...props} fields={kind.fields} />;
    case 'list':
      return <ListValueEditor {...props} item={kind.item} fixedLength={kind.fixedLength} />;
    case 'variant':
      return <VariantValueEditor {...props} variants={kind.variants} />;
    case 'unknown':
      return null;
  }
}

/** An entry's or a section's own fields sit directly in it; only a plain value gets its own label. */
export function EntryFields(props: ValueEditorProps) {
  return <NestedEditors value={nested}>{entryFieldsFor(props)}</NestedEditors>;
}

function entryFieldsFor(props: ValueEditorProps) {
  const { schema, value, onChange, id, errorAt, disabled } = props;
  const kind = kindOf(schema);
  if (kind.kind === 'variant') {
    return (
      <VariantFields
        variants={kind.variants}
        value={value}
        onChange={onChange}
        id={id}
        errorAt={errorAt}
        disabled={disabled}
      />
    );
  }
  if (kind.kind === 'object') {
    return (
      <div className="editor-item__fields" id={id}>
        <ObjectFields
          fields={kind.fields}
          value={value}
          onChange={onChange}
          id={id}
          errorAt={errorAt}
          disabled={disabled}
        />
      </div>
    );
  }
  return valueEditorFor(props);
}

/** Lists, groups and variants hold values again: they reach these editors through the context. */
const nested = { ValueEditor, EntryFields };
