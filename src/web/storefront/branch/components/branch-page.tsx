import './branch.css';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { activeMenu } from '../../../../domain/catalog/active-menu.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { Allergen } from '../../../../domain/schemas/catalog.js';
import { useInitData, useInitQuery } from '../../../api/init.js';
import { NotFoundPage } from '../../../components/not-found-page.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { useNow } from '../../../hooks/use-now.js';
import { imageUrl } from '../../../lib/image-url.js';
import { CATALOG_RELOAD_MS, useBranchMenus } from '../api/get-branch-menus.js';
import { menuGroups, withoutAllergens } from '../utils/menu-groups.js';
import { AllergenFilter } from './allergen-filter.js';
import { AllergenLegend } from './allergen-legend.js';
import { BranchInfo } from './branch-info.js';
import { BranchIntro } from './branch-intro.js';
import { BranchMenu } from './branch-menu.js';
import { RestaurantJsonLd } from './restaurant-json-ld.js';

export function BranchPage() {
  const { identifier } = useParams();
  const { '/api/branches': branches } = useInitData();
  const branch = branches.find((candidate) => candidate.identifier === identifier);
  // Keyed by branch so the allergen choice and menu state start fresh on another branch's page.
  return branch === undefined ? <NotFoundPage /> : <BranchView key={branch.id} branch={branch} />;
}

function BranchView({ branch }: { branch: Branch }) {
  // Products and categories come with the initial data, so they reload on the catalogue's rhythm too.
  useInitQuery({ refetchInterval: CATALOG_RELOAD_MS });
  const {
    '/api/config': config,
    '/api/menus': initMenus,
    '/api/categories': categories,
    '/api/products': products,
  } = useInitData();
  const now = useNow();
  const [excluded, setExcluded] = useState<ReadonlySet<Allergen>>(new Set());
  const fromInit = useMemo(
    () => initMenus.filter((menu) => menu.branches.includes(branch.id)),
    [initMenus, branch.id],
  );
  const menus = useBranchMenus(branch.id, fromInit).data ?? fromInit;
  const menu = activeMenu(menus, branch.id, now);
  const groups = useMemo(
    () => (menu === undefined ? [] : menuGroups(menu, categories, products, now)),
    [menu, categories, products, now],
  );
  const filtered = useMemo(() => withoutAllergens(groups, excluded), [groups, excluded]);
  const image = branch.images[0];

  useDocumentMeta({
    title: branch.name,
    description: branch.description,
    image: image === undefined ? undefined : imageUrl(image, 'medium'),
  });

  return (
    <div className="branch-page container">
      <BranchIntro branch={branch} now={now} />
      <div className="branch-page__layout">
        <div className="branch-page__filter">
          <AllergenFilter excluded={excluded} hidden={filtered.hidden} onChange={setExcluded} />
        </div>
        <div className="branch-page__menu">
          <BranchMenu hasMenu={groups.length > 0} groups={filtered.groups} currency={config.currency} />
        </div>
        <div className="branch-page__info">
          <BranchInfo branch={branch} />
        </div>
        <div className="branch-page__legend">
          <AllergenLegend />
        </div>
      </div>
      <RestaurantJsonLd branch={branch} groups={groups} currency={config.currency} />
    </div>
  );
}
