import { useDeferredValue, useId, useState } from 'react';
import { labelMessages, MAX_LABELS } from '../../../domain/labels/label-query.js';
import { labelLayoutNames, labelLayouts, type LabelLayout } from '../../../domain/labels/labels.js';
import { formatMoney } from '../../../domain/money/format.js';
import { unitLabel } from '../../../domain/units/catalogue.js';
import { useWholeInit } from '../../api/init.js';
import { labelTexts as texts } from '../../i18n/labels.js';
import { t } from '../../i18n/t.js';
import { Loader } from '../../ui/loader.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { LayoutChoice } from './layout-choice.js';
import { TableCodesSection } from './table-codes-section.js';

/** The address of the PDF: each product id as often as it has labels, in the list's order. */
export function labelsPdfUrl(layout: LabelLayout, skip: number, copies: ReadonlyMap<number, number>): string {
  const ids = [...copies].flatMap(([id, count]) => Array<number>(count).fill(id));
  return `/api/products/labels.pdf?layout=${layout}&skip=${skip}&products=${ids.join(',')}`;
}

/** Product labels as PDF sheets: which products, how many of each, which layout. */
export function LabelsPage() {
  useDocumentTitle(texts.title);
  const ids = { skip: useId(), search: useId(), skipHint: useId() };
  const { init, hasFailed } = useWholeInit();
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const [copies, setCopies] = useState<ReadonlyMap<number, number>>(new Map());
  const query = useDeferredValue(search.trim().toLowerCase());

  if (!init) {
    return hasFailed ? (
      <p className="bo-alert" role="alert">
        {texts.loadFailed}
      </p>
    ) : (
      <Loader />
    );
  }
  const products = init['/api/products'].filter((product) => product.name.toLowerCase().includes(query));
  const total = [...copies.values()].reduce((sum, count) => sum + count, 0);
  const perSheet = labelLayouts[layout].rows * labelLayouts[layout].columns;
  const setCount = (id: number, value: number) =>
    setCopies((before) => {
      const next = new Map(before);
      if (value > 0) next.set(id, Math.min(value, MAX_LABELS));
      else next.delete(id);
      return next;
    });

  return (
    <section className="bo-page bo-labels">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <LayoutChoice
        legend={texts.layout}
        layouts={labelLayoutNames}
        labels={texts.layouts}
        value={layout}
        onChange={(name) => {
          setLayout(name);
          const { rows, columns } = labelLayouts[name];
          setSkip((before) => Math.min(before, rows * columns - 1));
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.skip}>
          {texts.skip}
        </label>
        <input
          id={ids.skip}
          className="field__input"
          type="number"
          min={0}
          max={perSheet - 1}
          value={skip}
          aria-describedby={ids.skipHint}
          onChange={(event) => setSkip(Math.max(0, Math.min(perSheet - 1, Number(event.target.value) || 0)))}
        />
        <p id={ids.skipHint} className="field__hint">
          {texts.skipHint}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.search}>
          {texts.search}
        </label>
        <input
          id={ids.search}
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {products.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{texts.columns.product}</th>
                <th scope="col">{texts.columns.price}</th>
                <th scope="col">{texts.columns.allergens}</th>
                <th scope="col">{texts.columns.copies}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <td>{product.name}</td>
                  <td>{`${formatMoney(product.price)} / ${unitLabel(product.unit)}`}</td>
                  <td>{product.allergens.join(', ') || '–'}</td>
                  <td>
                    <input
                      className="field__input bo-labels__copies"
                      type="number"
                      min={0}
                      max={MAX_LABELS}
                      value={copies.get(product.id) ?? 0}
                      aria-label={t(texts.copiesLabel, { name: product.name })}
                      onChange={(event) => setCount(product.id, Math.max(0, Number(event.target.value) || 0))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status">{total === 0 ? texts.nothingChosen : t(texts.chosen, { count: total })}</p>
      {total > MAX_LABELS ? (
        <p className="bo-alert" role="alert">
          {labelMessages.tooMany}
        </p>
      ) : null}
      {total === 0 || total > MAX_LABELS ? null : (
        <p>
          <a className="button" href={labelsPdfUrl(layout, skip, copies)} target="_blank" rel="noreferrer">
            {texts.open}
          </a>
        </p>
      )}
      <TableCodesSection />
    </section>
  );
}
