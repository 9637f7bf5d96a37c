import { branchState } from '../../../../domain/opening-hours/branch-state.js';
import { weekdayLabel } from '../../../../domain/opening-hours/display-groups.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';
import { hasAddress } from '../../../lib/links.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';

function reopening(next: ReturnType<typeof branchState>['nextShift']): string | undefined {
  if (next === undefined) return undefined;
  return next.day === 'today'
    ? t(de.branchPage.reopensToday, { time: next.from })
    : t(de.branchPage.reopensOn, { day: weekdayLabel(next.day), time: next.from });
}

export function BranchIntro({ branch, now }: { branch: Branch; now: Date }) {
  const state = branchState(branch.openingHours, now);
  const image = branch.images[0];
  const reopens = reopening(state.nextShift);

  return (
    <header className="branch-intro">
      {image === undefined ? null : (
        <ResponsiveImage
          className="branch-intro__image"
          image={image}
          alt=""
          sizes="(min-width: 1600px) 1440px, 100vw"
          priority
        />
      )}
      <div className="branch-intro__text">
        <h1>{branch.name}</h1>
        {hasAddress(branch) ? (
          <p className="branch-intro__address">
            {branch.street}, {branch.zipCode} {branch.city}
          </p>
        ) : null}
        {branch.description ? <p>{branch.description}</p> : null}
      </div>
      {state.status === 'closed' ? (
        <div className="notice notice--warning branch-intro__closed" role="status">
          <p>
            <strong>{de.branchPage.closed}</strong>
            {reopens === undefined ? null : ` ${reopens}`}
          </p>
          {branch.closedMessage && state.nextShift === undefined ? <p>{branch.closedMessage}</p> : null}
          {branch.isPreorderEnabled ? (
            <p>
              {de.branchPage.preorder} {de.branchPage.preorderProcessing}
            </p>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
