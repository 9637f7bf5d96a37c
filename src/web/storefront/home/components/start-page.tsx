import type { ReactNode } from 'react';
import type { Branch } from '../../../../domain/schemas/branch.js';

/**
 * What a division's start page shows (spec: '/' and a division's own path): its heading and text, and the
 * branches it lists.
 */
export type StartPageProps = {
  intro: { title: string; description: ReactNode };
  branches: readonly Branch[];
};

export function StartPageIntro({ intro }: Pick<StartPageProps, 'intro'>) {
  return (
    <header className="page-intro">
      <h1>{intro.title}</h1>
      {intro.description}
    </header>
  );
}
