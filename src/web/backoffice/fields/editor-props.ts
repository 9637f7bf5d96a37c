/**
 * The contract between the generic entity form and a special editor (`src/web/backoffice/editors/`).
 *
 * The form renders the field's label itself only for the plain inputs; a special editor gets the label
 * and renders it (a <fieldset> with a <legend>, or a <label htmlFor={id}>), so it can group its controls.
 *
 *   value        the field's current value, in the API's shape (what GET /api/<entity>/:id answers and
 *                what POST/PUT take), e.g. `OpeningHours` for `openingHours`, `Part[]` for the parts of
 *                `config.parts`, `Image | null` for a single image, `Image[]` for a list of images
 *   onChange     call with the complete new value (never a patch); the form keeps it and sends it on save
 *   id           a unique DOM id for the editor's first control or its group; `${id}-error` is the id of
 *                the error text the form renders under the editor when the server refuses the field
 *   label        the German label of the field (from the schema's `.meta({ title })`)
 *   error        the server's message for this field or any part of it, when there is one
 *   errorField   the server's full field path of that message (e.g. `config.parts.0.options.1.name`),
 *                so an editor can point at the row at fault
 *   record       the whole form's current values, read-only, for editors that depend on another field
 *                (e.g. the menu catalogue editor offers the products of the record's branches)
 *   disabled     true while the form is saving
 */
export type FieldEditorProps<Value = unknown> = {
  value: Value;
  onChange: (value: Value) => void;
  id: string;
  label: string;
  error?: string | undefined;
  errorField?: string | undefined;
  record?: Readonly<Record<string, unknown>> | undefined;
  disabled?: boolean | undefined;
};
