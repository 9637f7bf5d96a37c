import { useId } from 'react';

/** A sheet's layout as radio buttons: one legend, one label per layout. */
export function LayoutChoice<Layout extends string>({
  legend,
  layouts,
  labels,
  value,
  onChange,
}: {
  legend: string;
  layouts: readonly Layout[];
  labels: Readonly<Record<Layout, string>>;
  value: Layout;
  onChange: (layout: Layout) => void;
}) {
  const name = useId();
  return (
    <fieldset className="bo-fieldset">
      <legend className="field__label">{legend}</legend>
      {layouts.map((layout) => (
        <label key={layout} className="checkbox">
          <input
            type="radio"
            name={name}
            value={layout}
            checked={value === layout}
            onChange={() => onChange(layout)}
          />
          <span>{labels[layout]}</span>
        </label>
      ))}
    </fieldset>
  );
}
