import './time.css';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { t } from '../../i18n/t.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';
import { Loader } from '../../ui/loader.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { TextField } from '../editors/shared/fields.js';
import { BalanceTable } from './balance-table.js';
import { holidayBalancesQuery } from './time-api.js';

const texts = timeBackofficeDe.balances;

/** Holiday balances of a year: administrators see everybody's, everybody else their own (ADR 019). */
export function HolidayBalancesPage() {
  useDocumentTitle(texts.title);
  const id = useId();
  const user = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || Number(viennaParts(new Date()).date.slice(0, 4));
  const balances = useTrackedQuery(holidayBalancesQuery(year), {
    loader: 'holiday-balances',
    errorId: 'holiday-balances',
    fallback: texts.loadFailed,
  });
  const caption = t(texts.caption, { year });

  return (
    <section className="bo-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {user && !user.roles.includes('ROLE_ADMIN') ? <p>{texts.ownOnly}</p> : null}
      <div className="bo-planner__controls">
        <TextField
          id={`${id}-year`}
          type="number"
          label={texts.year}
          value={String(year)}
          onChange={(value) => {
            const next = Number(value);
            if (next >= 2000 && next <= 2100) setParams(new URLSearchParams({ year: String(next) }));
          }}
        />
      </div>
      {!balances.data ? (
        balances.isFetching ? (
          <Loader />
        ) : null
      ) : balances.data.length === 0 ? (
        <p className="bo-empty">{texts.empty}</p>
      ) : (
        <BalanceTable caption={caption} balances={balances.data} />
      )}
    </section>
  );
}
