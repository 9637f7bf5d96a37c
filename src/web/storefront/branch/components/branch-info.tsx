import type { Branch } from '../../../../domain/schemas/branch.js';
import { BranchContact } from '../../../components/branch-contact.js';
import { OpeningHoursTable } from '../../../components/opening-hours-table.js';
import { de } from '../../../i18n/de.js';

export function BranchInfo({ branch }: { branch: Branch }) {
  return (
    <>
      <section className="branch-info" aria-labelledby="branch-hours">
        <h2 id="branch-hours">{de.branchPage.openingHours}</h2>
        <OpeningHoursTable rules={branch.openingHours} caption={de.branchPage.openingHours} />
      </section>
      <section className="branch-info" aria-labelledby="branch-contact">
        <h2 id="branch-contact">{de.branchPage.contact}</h2>
        <BranchContact branch={branch} />
      </section>
    </>
  );
}
