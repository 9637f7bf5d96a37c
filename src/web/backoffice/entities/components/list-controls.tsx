import { useId } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import { PAGE_SIZES, type ListView } from '../list-view.js';

const texts = backoffice.list;

export function ListSearch({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (change: Partial<ListView>) => void;
}) {
  const id = useId();
  return (
    <div className="field bo-list__search" role="search">
      <label className="field__label" htmlFor={id}>
        {texts.search}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        value={view.search}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange({ search: event.target.value, page: 1 })}
      />
      <span id={`${id}-hint`} className="field__hint">
        {texts.searchHint}
      </span>
    </div>
  );
}

export function ListPagination({
  view,
  page,
  pages,
  shown,
  total,
  onChange,
}: {
  view: ListView;
  page: number;
  pages: number;
  shown: number;
  total: number;
  onChange: (change: Partial<ListView>) => void;
}) {
  const id = useId();
  return (
    <nav className="bo-pagination" aria-label={texts.pagination}>
      <p className="bo-pagination__count" role="status">
        {t(texts.count, { shown, total })}
      </p>
      {pages > 1 ? (
        <div className="bo-pagination__pages">
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={page <= 1}
            onClick={() => onChange({ page: page - 1 })}
          >
            <span aria-hidden="true">‹ </span>
            {texts.previous}
          </button>
          <span>{t(texts.page, { page, pages })}</span>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={page >= pages}
            onClick={() => onChange({ page: page + 1 })}
          >
            {texts.next}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
      <div className="bo-pagination__size">
        <label htmlFor={id}>{texts.pageSize}</label>
        <select
          id={id}
          className="field__input"
          value={view.pageSize}
          onChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
