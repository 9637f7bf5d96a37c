import { useId, useState } from 'react';
import { tableCodeLayouts, type TableCodeLayout } from '../../../domain/tables/table-link.js';
import { useInitData } from '../../api/init.js';
import { tableCodeTexts as texts } from '../../i18n/labels.js';
import { LayoutChoice } from './layout-choice.js';

/** The QR codes of a branch's tables as a PDF (GET /api/tables/qr-codes.pdf); only branches with tables. */
export function TableCodesSection() {
  const ids = { title: useId(), branch: useId() };
  const { '/api/branches': branches, '/api/tables': tables } = useInitData();
  const withTables = branches.filter((branch) => tables.some((table) => table.branch === branch.id));
  const [branchId, setBranchId] = useState(withTables[0]?.id ?? null);
  const [layout, setLayout] = useState<TableCodeLayout>('page');
  if (withTables.length === 0) return null;
  return (
    <section aria-labelledby={ids.title}>
      <h2 id={ids.title}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <div className="field">
        <label className="field__label" htmlFor={ids.branch}>
          {texts.branch}
        </label>
        <select
          id={ids.branch}
          className="field__input"
          value={branchId ?? ''}
          onChange={(event) => setBranchId(Number(event.target.value))}
        >
          {withTables.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <LayoutChoice
        legend={texts.layout}
        layouts={tableCodeLayouts}
        labels={texts.layouts}
        value={layout}
        onChange={setLayout}
      />
      <p>
        <a
          className="button"
          href={`/api/tables/qr-codes.pdf?branch=${branchId ?? ''}&layout=${layout}`}
          target="_blank"
          rel="noreferrer"
        >
          {texts.open}
        </a>
      </p>
    </section>
  );
}
