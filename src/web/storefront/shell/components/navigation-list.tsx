import type { NavigationItem } from '../../../../domain/schemas/content.js';
import { useInitData } from '../../../api/init.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { navigationHref } from '../utils/navigation-href.js';

interface NavigationListProps {
  identifier: string;
  className: string;
  onNavigate?: () => void;
}

function Items({ items, onNavigate }: { items: NavigationItem[]; onNavigate?: () => void }) {
  const { '/api/sites': sites, '/api/branches': branches } = useInitData();
  return items
    .filter((item) => item.isEnabled)
    .map((item, index) => {
      const href = navigationHref(item, { sites, branches });
      const children = item.children.filter((child) => child.isEnabled);
      return (
        <li key={`${item.label}-${index}`}>
          {href === undefined ? (
            <span>{item.label}</span>
          ) : (
            <SmartLink to={href} onClick={onNavigate}>
              {item.label}
            </SmartLink>
          )}
          {children.length > 0 ? (
            <ul>
              <Items items={children} onNavigate={onNavigate} />
            </ul>
          ) : null}
        </li>
      );
    });
}

/** The entries of one operator-defined navigation, nested as the back office arranged them. */
export function NavigationList({ identifier, className, onNavigate }: NavigationListProps) {
  const { '/api/navigations': navigations } = useInitData();
  const navigation = navigations.find((candidate) => candidate.identifier === identifier);
  if (navigation === undefined || !hasNavigation(navigations, identifier)) return null;
  return (
    <ul className={className}>
      <Items items={navigation.items} onNavigate={onNavigate} />
    </ul>
  );
}

export function hasNavigation(
  navigations: readonly { identifier: string; items: NavigationItem[] }[],
  identifier: string,
): boolean {
  return navigations.some(
    (candidate) => candidate.identifier === identifier && candidate.items.some((item) => item.isEnabled),
  );
}
