import { Link } from 'react-router';
import { requestsDe } from '../../../i18n/requests.js';
import { paths } from '../../../paths.js';
import { RichText } from '../../../ui/rich-text.js';

/** sectionBreakfastRequest: its title and text with the button to the breakfast request. */
export function BreakfastRequestSection({
  title,
  html,
}: {
  title?: string | undefined;
  html?: string | undefined;
}) {
  return (
    <section className="content-section breakfast-request-section">
      {title ? <h2>{title}</h2> : null}
      {html ? <RichText html={html} /> : null}
      <Link className="button" to={paths.breakfast}>
        {requestsDe.breakfast.submit}
      </Link>
    </section>
  );
}
