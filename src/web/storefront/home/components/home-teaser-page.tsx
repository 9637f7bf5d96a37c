import { BranchContact } from '../../../components/branch-contact.js';
import { de } from '../../../i18n/de.js';
import { inDisplayOrder } from '../../../lib/branches.js';
import { BranchMap } from '../../map/branch-map.js';
import { BranchHours } from './branch-hours.js';
import { HomeTeasers } from './home-teasers.js';
import { StartPageIntro, type StartPageProps } from './start-page.js';

/** Home variant 2: teasers, opening hours and contact, for the shop's branches or one division's. */
export function HomeTeaserPage({ intro, branches }: StartPageProps) {
  const ordered = inDisplayOrder(branches.filter((branch) => branch.isPublic));
  const only = branches.length === 1 ? branches[0] : undefined;

  return (
    <div className="home container">
      <StartPageIntro intro={intro} />
      {only === undefined ? null : <HomeTeasers branch={only} />}
      {ordered.map((branch) => (
        <section key={branch.id} className="home-branch" aria-labelledby={`home-branch-${branch.id}`}>
          <h2 id={`home-branch-${branch.id}`}>{branch.name}</h2>
          <div className="home-branch__grid">
            <BranchHours branch={branch} />
            <div>
              <h3>{de.homePage.contact}</h3>
              <BranchContact branch={branch} />
            </div>
          </div>
          <BranchMap branches={[branch]} />
        </section>
      ))}
    </div>
  );
}
