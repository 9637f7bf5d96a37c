import { Link } from 'react-router';
import { branchState } from '../../../domain/opening-hours/branch-state.js';
import { useInitQuery, useWholeInit } from '../../api/init.js';
import { useNow } from '../../hooks/use-now.js';
import { backoffice } from '../../i18n/backoffice.js';
import { t } from '../../i18n/t.js';
import { Loader } from '../../ui/loader.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { FailedPrintJobs } from '../devices/components/failed-print-jobs.js';
import { navigationAreas } from '../shell/navigation-areas.js';

const texts = backoffice.dashboard;

/** Figures of what guests see right now, from the storefront's own data. */
function Statistics() {
  const { init: data, hasFailed } = useWholeInit();
  const now = useNow();
  if (!data) {
    return hasFailed ? (
      <p className="bo-alert" role="alert">
        {backoffice.errors.data}
      </p>
    ) : (
      <Loader />
    );
  }
  const branches = data['/api/branches'];
  const products = data['/api/products'];
  const figures: [string, number][] = [
    [texts.branches, branches.length],
    [
      texts.openBranches,
      branches.filter((branch) => branchState(branch.openingHours, now).status !== 'closed').length,
    ],
    [texts.menus, data['/api/menus'].length],
    [texts.products, products.length],
    [texts.enabledProducts, products.filter((product) => product.isEnabled).length],
    [texts.categories, data['/api/categories'].length],
    [texts.sites, data['/api/sites'].length],
    [texts.navigations, data['/api/navigations'].length],
  ];
  return (
    <dl className="bo-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="bo-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DashboardPage() {
  useDocumentTitle(backoffice.shell.dashboard);
  const user = useCurrentUser().data;
  const init = useInitQuery().data;
  const isAdmin = user?.roles.includes('ROLE_ADMIN') ?? false;
  const shopName = init?.['/api/config'].shopName || init?.['/api/config'].title || '';
  return (
    <section className="bo-page">
      <h1>{t(texts.welcome, { name: user?.name || user?.email || '' })}</h1>
      {isAdmin ? <p>{t(texts.intro, { shopName })}</p> : null}
      <FailedPrintJobs />
      {isAdmin ? (
        <section aria-labelledby="bo-dashboard-statistics">
          <h2 id="bo-dashboard-statistics">{texts.statistics}</h2>
          <Statistics />
        </section>
      ) : null}
      <section aria-labelledby="bo-dashboard-areas">
        <h2 id="bo-dashboard-areas">{texts.areas}</h2>
        <ul className="bo-tiles">
          {navigationAreas(user?.roles ?? []).map((area) => (
            <li key={area.key} className="bo-tiles__tile">
              <h3>{area.label}</h3>
              <ul>
                {area.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
