import { amountOf, type BreakfastFormData } from '../../../../domain/requests/breakfast-steps.js';
import { viennaParts } from '../../../../domain/opening-hours/vienna-time.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';
import { formatDate } from './appointment-step.js';

const text = requestsDe.breakfast;

export function SummaryStep({ form }: { form: BreakfastFormData }) {
  const at = form.date === '' ? null : viennaParts(new Date(form.date));
  return (
    <section className="breakfast-summary" aria-labelledby="breakfast-summary-title">
      <h3 id="breakfast-summary-title">{text.summaryTitle}</h3>
      {at ? <p>{t(text.summaryDate, { date: formatDate(at.date), time: at.time })}</p> : null}
      <ul>
        {Object.entries(form.breakfastConfig)
          .filter(([, group]) => amountOf(group) > 0)
          .map(([group, value]) => (
            <li key={group}>
              <strong>{t(text.summaryGroup, { count: amountOf(value), group })}</strong>
              <ul>
                {Array.from({ length: amountOf(value) }, (_, index) => (
                  <li key={index}>
                    {t(text.person, { n: index + 1 })}: {value.people[String(index + 1)] ?? ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
      </ul>
    </section>
  );
}
