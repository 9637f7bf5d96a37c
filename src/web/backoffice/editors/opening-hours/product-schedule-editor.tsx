import type { OpeningHoursRule } from '../../../../domain/opening-hours/rules.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { OpeningHoursEditor } from './opening-hours-editor.js';

/**
 * A product's hours: the opening-hours editor, where no rows mean the product is not limited to certain
 * hours (isProductAvailable), so the preview does not show a week of 'Geschlossen' for a product on sale.
 */
export function ProductScheduleEditor(props: FieldEditorProps<OpeningHoursRule[] | null>) {
  return <OpeningHoursEditor {...props} unlimitedWhenEmpty />;
}
