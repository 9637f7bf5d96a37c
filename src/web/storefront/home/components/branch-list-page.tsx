import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterBranches } from '../../../../domain/branches/branch-search.js';
import { useInitData } from '../../../api/init.js';
import { KEEP_SCROLL } from '../../../app/scroll-plan.js';
import { useNow } from '../../../hooks/use-now.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { inDisplayOrder } from '../../../lib/branches.js';
import { BranchCard } from './branch-card.js';
import { BranchFilters } from './branch-filters.js';
import { StartPageIntro, type StartPageProps } from './start-page.js';

const TERM = 'q';
const TAG = 'tag';

/** Home variant 1: the branch finder, over the shop's branches or one division's. */
export function BranchListPage({ intro, branches: allBranches }: StartPageProps) {
  const { '/api/config': config, '/api/tags': tags } = useInitData();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const term = config.enablePluginSearch ? (params.get(TERM) ?? '') : '';
  const tagParam = config.enablePluginTags ? Number(params.get(TAG)) : Number.NaN;
  const tagId = Number.isInteger(tagParam) && tagParam > 0 ? tagParam : null;

  const branches = useMemo(() => inDisplayOrder(allBranches), [allBranches]);
  const shown = useMemo(() => filterBranches(branches, tags, { term, tagId }), [branches, tags, term, tagId]);
  const branchTags = useMemo(
    () => tags.filter((tag) => branches.some((branch) => branch.tags.some((own) => own.id === tag.id))),
    [tags, branches],
  );
  const isFiltering = term.trim() !== '' || tagId !== null;

  // Filters live in the address so the back button and a shared link keep them.
  function update(name: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  }

  return (
    <div className="branch-list container">
      <StartPageIntro intro={intro} />
      {config.enablePluginSearch || (config.enablePluginTags && branchTags.length > 0) ? (
        <BranchFilters
          term={config.enablePluginSearch ? term : null}
          tags={config.enablePluginTags ? branchTags : []}
          tagId={tagId}
          onTermChange={(value) => update(TERM, value)}
          onTagChange={(id) => update(TAG, id === null ? null : String(id))}
        />
      ) : null}
      <p className="branch-list__counter" role="status">
        {isFiltering ? t(de.branchList.counter, { n: shown.length, m: branches.length }) : ''}
      </p>
      {shown.length === 0 ? (
        <p className="notice">{de.branchList.empty}</p>
      ) : (
        <ul className="branch-list__cards">
          {shown.map((branch, index) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              now={now}
              isAboveFold={index < 2}
              isFirst={index === 0}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
