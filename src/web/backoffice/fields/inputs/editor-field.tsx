import { Suspense } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { Loader } from '../../../ui/loader.js';
import type { FieldEditorProps } from '../editor-props.js';
import { fieldEditors } from '../editor-registry.js';
import type { FormField } from '../form-fields.js';
import { FieldError, type FieldState } from './field-frame.js';

/** A special editor from the registry, loaded when the form first shows it. */
export function EditorField({
  field,
  state,
  errorField,
  value,
  onChange,
  record,
  disabled,
}: {
  field: FormField;
  state: FieldState;
  errorField: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  record: Readonly<Record<string, unknown>>;
  disabled: boolean;
}) {
  const Editor = field.editor ? fieldEditors[field.editor] : undefined;
  if (!Editor) return null;
  const props: FieldEditorProps = {
    value,
    onChange,
    id: state.id,
    label: field.label,
    error: state.error,
    errorField,
    record,
    disabled,
  };
  return (
    <div className="bo-editor">
      <Suspense fallback={<Loader label={backoffice.form.editorLoading} />}>
        <Editor {...props} />
      </Suspense>
      <FieldError {...state} />
    </div>
  );
}
