import { Link, useMatch } from 'react-router';
import { branchState, type BranchState } from '../../../../domain/opening-hours/branch-state.js';
import { useInitData } from '../../../api/init.js';
import { useNow } from '../../../hooks/use-now.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { paths, routePatterns } from '../../../paths.js';

function openCountText(open: number): string {
  if (open === 0) return de.toolbar.allClosed;
  return open === 1 ? t(de.toolbar.openOne, { n: open }) : t(de.toolbar.openMany, { n: open });
}

function BranchStateText({ state }: { state: BranchState }) {
  const shift = state.currentShift;
  if (state.status === 'closed' || shift === undefined) {
    return <span className="state--closed">{de.toolbar.closed}</span>;
  }
  if (state.status === 'closingSoon') {
    return <strong className="state--closing-soon">{t(de.toolbar.closingSoon, { time: shift.to })}</strong>;
  }
  return <span className="state--open">{t(de.toolbar.openUntil, { time: shift.to })}</span>;
}

/** How many branches are open, or, on a branch's page, whether that one is. */
export function OpenBranchesToolbar() {
  const { '/api/branches': branches } = useInitData();
  const now = useNow();
  const match = useMatch(routePatterns.branchAndBelow);
  const selected = branches.find((branch) => branch.identifier === match?.params.identifier);

  if (selected !== undefined) {
    return (
      <aside className="toolbar" aria-label={de.toolbar.label}>
        <p className="toolbar__inner container">
          <Link to={paths.home}>{selected.name}</Link>
          <span aria-hidden="true">·</span>
          <BranchStateText state={branchState(selected.openingHours, now)} />
        </p>
      </aside>
    );
  }
  const open = branches.filter(
    (branch) => branch.isPublic && branchState(branch.openingHours, now).status !== 'closed',
  ).length;
  return (
    <aside className="toolbar" aria-label={de.toolbar.label}>
      <p className="toolbar__inner container">
        <span
          className={open === 0 ? 'toolbar__dot toolbar__dot--closed' : 'toolbar__dot'}
          aria-hidden="true"
        />
        {openCountText(open)}
      </p>
    </aside>
  );
}
