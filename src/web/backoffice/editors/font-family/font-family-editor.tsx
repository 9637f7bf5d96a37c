import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../api/client.js';
import { fontTexts } from '../../../i18n/fonts.js';
import { addFontStylesheet } from '../../../lib/font-stylesheet.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { SelectField } from '../shared/fields.js';

interface FontFamily {
  family: string;
  category: string;
  variants: string[];
}

/** The storefront's font: a choice of GET /api/fonts, previewed in the font itself. */
export function FontFamilyEditor({ value, onChange, id, label, error, disabled }: FieldEditorProps<string>) {
  const fonts = useQuery({
    queryKey: ['fonts'],
    queryFn: ({ signal }) => apiGet<FontFamily[]>('/api/fonts', signal),
  });
  const chosen = typeof value === 'string' ? value : '';

  useEffect(() => {
    if (chosen === '') return;
    addFontStylesheet(chosen, 'regular');
    addFontStylesheet(chosen, '700');
  }, [chosen]);

  return (
    <div className="font-family-editor">
      <SelectField
        id={id}
        label={label}
        value={chosen}
        hint={fonts.isError ? fontTexts.loadFailed : fontTexts.hint}
        error={error}
        disabled={disabled}
        choices={[
          { value: '', label: fontTexts.themeFont },
          ...(fonts.data ?? []).map((font) => ({
            value: font.family,
            label: `${font.family} (${font.category})`,
          })),
        ]}
        onChange={onChange}
      />
      <figure className="font-family-editor__preview">
        <figcaption>{fontTexts.preview}</figcaption>
        <p
          style={chosen === '' ? undefined : { fontFamily: `'${chosen}', var(--font-mono)` }}
          data-font={chosen}
        >
          {fontTexts.sample}
          <br />
          <strong>{fontTexts.sample}</strong>
        </p>
      </figure>
    </div>
  );
}
