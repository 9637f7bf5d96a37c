import type { ServedSection } from '../../../../domain/content/sections.js';
import { renderSection } from '../sections/section-registry.js';

/** An operator-built page: its sections in order, each drawn by its type's component. */
export function CustomSiteSections({ sections }: { sections: readonly ServedSection[] }) {
  return <div className="content-sections">{sections.map(renderSection)}</div>;
}
