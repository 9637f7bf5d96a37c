import type { ReactNode } from 'react';
import type { SectionColor } from './section-types.js';

interface SectionFrameProps {
  type: string;
  color: SectionColor | undefined;
  /** White unless the operator chose otherwise; heroes are black (storefront spec). */
  defaultColor?: SectionColor;
  /** Heroes, banners and sliders run the full width of the page; text stays in a readable column. */
  wide?: boolean;
  labelledBy?: string;
  children: ReactNode;
}

export function SectionFrame({
  type,
  color,
  defaultColor = 'white',
  wide = false,
  labelledBy,
  children,
}: SectionFrameProps) {
  return (
    <section
      className={`content-section content-section--${color ?? defaultColor}`}
      data-type={type}
      aria-labelledby={labelledBy}
    >
      <div className={wide ? 'content-section__inner container' : 'content-section__inner content-narrow'}>
        {children}
      </div>
    </section>
  );
}

/** A section's heading; pages keep one h1 (the page title), so sections start at h2. */
export function SectionTitle({ id, title, className }: { id: string; title: string; className?: string }) {
  if (title === '') return null;
  return (
    <h2 id={id} className={className ?? 'content-section__title'}>
      {title}
    </h2>
  );
}
