import { personStatisticsTexts as texts } from '../../../i18n/statistics.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useCurrentUser } from '../../auth/api/current-user.js';
import { PersonStatistics } from './person-statistics.js';

/** `/backend/my-statistics`: every signed-in person's own figures, whatever their roles. */
export function MyStatisticsPage() {
  useDocumentTitle(texts.mine);
  const user = useCurrentUser().data;
  return (
    <section className="bo-page">
      <div className="bo-page__head">
        <h1>{texts.mine}</h1>
      </div>
      {user ? <PersonStatistics user={user.id} /> : null}
    </section>
  );
}
