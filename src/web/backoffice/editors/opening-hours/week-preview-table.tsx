import { useState } from 'react';
import { viennaParts, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { TextField } from '../shared/fields.js';
import { rulesFromRows, validRules, type HoursRow } from './hours-rows.js';
import { previewWeek } from './week-preview.js';

const texts = editorTexts.openingHours;

function dayMonth(date: LocalDate): string {
  const [, month = '', day = ''] = date.split('-');
  return `${day}.${month}.`;
}

/** Seven days from a chosen date, computed by the storefront's own rules from the rows that are valid. */
export function WeekPreview({
  id,
  rows,
  unlimitedWhenEmpty,
}: {
  id: string;
  rows: readonly HoursRow[];
  unlimitedWhenEmpty: boolean;
}) {
  const [start, setStart] = useState<LocalDate>(() => viennaParts(new Date()).date);
  const rules = validRules(rows);
  const isIncomplete = rules.length !== rulesFromRows(rows).length;
  const isValidStart = /^\d{4}-\d{2}-\d{2}$/.test(start);
  return (
    <section className="editor-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.preview}</h3>
      <TextField id={`${id}-start`} label={texts.previewFrom} type="date" value={start} onChange={setStart} />
      {isIncomplete ? <p className="editor__hint">{texts.previewIncomplete}</p> : null}
      {unlimitedWhenEmpty && rows.length === 0 ? (
        <p>{texts.previewUnlimited}</p>
      ) : isValidStart ? (
        <table>
          <caption className="visually-hidden">{texts.preview}</caption>
          <tbody>
            {previewWeek(rules, start).map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {t(texts.dayDate, {
                    day: editorTexts.weekdaysShort[day.weekday],
                    date: dayMonth(day.date),
                  })}
                  {day.isException ? (
                    <span className="editor-preview__exception">{texts.previewException}</span>
                  ) : null}
                </th>
                <td>
                  {day.shifts.length === 0
                    ? texts.previewClosed
                    : day.shifts.map((shift, index) => (
                        <div key={index}>
                          {t(texts.hours, { from: shift.from, to: shift.to })}
                          {shift.endsOn === undefined
                            ? null
                            : ` ${t(texts.previewNextDay, { day: editorTexts.weekdaysShort[shift.endsOn] })}`}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
