import { useRef } from 'react';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { FieldError } from '../shared/fields.js';
import { formatSelection, type HtmlFormat } from './html-format.js';

const texts = editorTexts.richText;

const buttons: { format: HtmlFormat; label: string; symbol: string }[] = [
  { format: 'bold', label: texts.bold, symbol: 'B' },
  { format: 'italic', label: texts.italic, symbol: 'I' },
  { format: 'paragraph', label: texts.paragraph, symbol: '¶' },
  { format: 'heading', label: texts.heading, symbol: 'H' },
  { format: 'list', label: texts.list, symbol: '•' },
  { format: 'link', label: texts.link, symbol: '↗' },
];

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  rows?: number;
}

/** HTML typed into a text area, with buttons that wrap the selection in the few tags the storefront shows. */
export function RichTextField({ id, label, value, onChange, error, disabled, rows = 6 }: RichTextFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const apply = (format: HtmlFormat) => {
    const element = area.current;
    if (element === null) return;
    const edit = formatSelection(value, element.selectionStart, element.selectionEnd, format);
    onChange(edit.text);
    // The new text is in the DOM only after React's render; the selection follows it there.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const describedBy = [`${id}-hint`, error === undefined ? undefined : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field editor-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="editor-rich-text__toolbar" role="group" aria-label={`${texts.toolbar}: ${label}`}>
        {buttons.map((button) => (
          <button
            key={button.format}
            type="button"
            className="button button--secondary button--small editor-icon-button"
            aria-label={button.label}
            title={button.label}
            disabled={disabled}
            // Keeps the text area's selection: a click would otherwise move the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(button.format)}
          >
            <span aria-hidden="true">{button.symbol}</span>
          </button>
        ))}
      </div>
      <span id={`${id}-hint`} className="editor-field__hint">
        {texts.hint}
      </span>
      <textarea
        ref={area}
        id={id}
        className="field__input"
        rows={rows}
        value={value}
        disabled={disabled}
        spellCheck
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
