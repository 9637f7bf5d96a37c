import type { ElementType } from 'react';

interface RichTextProps {
  /** HTML written in the back office; the server sanitises it on write and when it is served. */
  html: string;
  className?: string;
  as?: ElementType;
}

/** The one place the storefront renders HTML from the API. */
export function RichText({ html, className, as: Element = 'div' }: RichTextProps) {
  return (
    <Element
      className={className === undefined ? 'rich-text' : `rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
