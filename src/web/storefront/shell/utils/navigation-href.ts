import type { Branch } from '../../../../domain/schemas/branch.js';
import type { NavigationItem, Site } from '../../../../domain/schemas/content.js';
import { paths } from '../../../paths.js';

interface Targets {
  sites: readonly Pick<Site, 'id' | 'path'>[];
  branches: readonly Pick<Branch, 'id' | 'identifier'>[];
}

/** Where a navigation entry leads, or undefined when its target no longer exists. */
export function navigationHref(item: NavigationItem, { sites, branches }: Targets): string | undefined {
  switch (item.type) {
    case 'home':
      return paths.home;
    case 'link':
      return item.target ?? undefined;
    case 'site': {
      const site = sites.find(
        (candidate) => String(candidate.id) === item.target || candidate.path === item.target,
      );
      return site === undefined ? undefined : paths.site(site.path);
    }
    case 'branch': {
      const branch = branches.find(
        (candidate) => String(candidate.id) === item.target || candidate.identifier === item.target,
      );
      return branch === undefined ? undefined : paths.branch(branch.identifier);
    }
  }
}
