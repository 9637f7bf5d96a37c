import '../editors.css';
import type { BranchInput } from '../../../../domain/schemas/entities/branch.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { enumLabel } from '../../fields/enum-label.js';
import { CheckboxField } from '../shared/fields.js';

type Requirements = BranchInput['requirements'];
type Method = keyof Requirements;
type Detail = keyof Requirements[Method];

const texts = editorTexts.orderRequirements;
// In the order the checkout offers the methods.
const methods: readonly Method[] = ['takeaway', 'delivery', 'dineIn'];
const details: readonly Detail[] = ['email', 'phone', 'address'];

/** Which of the guest's details the checkout insists on, per order method. */
export function OrderRequirementsEditor({
  id,
  label,
  value,
  onChange,
  disabled,
}: FieldEditorProps<Requirements>) {
  return (
    <fieldset className="editor" id={id}>
      <legend>{label}</legend>
      <div className="editor-requirements">
        {methods.map((method) => (
          <fieldset key={method} className="editor-requirements__method">
            <legend className="editor__title">{enumLabel(method)}</legend>
            {details.map((detail) => (
              <CheckboxField
                key={detail}
                id={`${id}-${method}-${detail}`}
                label={texts[detail]}
                checked={value[method][detail]}
                disabled={disabled}
                onChange={(checked) =>
                  onChange({ ...value, [method]: { ...value[method], [detail]: checked } })
                }
              />
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
