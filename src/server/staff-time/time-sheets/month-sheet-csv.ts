import type { MonthSheetDocument } from '../../../domain/schemas/time-sheet.js';
import {
  timeSheetHeadings,
  timeSheetRows,
  timeSheetSums,
} from '../../../domain/time-tracking/time-sheet-table.js';
import { timeSheetTexts as x } from '../../../domain/time-tracking/time-sheet-texts.js';

// Excel in German-speaking countries opens semicolon-separated files by double click; the BOM tells it UTF-8.
const SEPARATOR = ';';
const BOM = '\uFEFF';

const cell = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (values: readonly string[]) => values.map(cell).join(SEPARATOR);

// A name typed as "=HYPERLINK(…)" must stay text when a spreadsheet opens the file.
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const days = (value: number) => String(value).replace('.', ',');

/** The sheet's lines: one per shift, one per day without shifts, then the sums and the holiday balance. */
export function monthSheetCsv({ person, sheet, balance }: MonthSheetDocument): string {
  const lines = [
    line([x.person, asText(person.name)]),
    line([x.month, sheet.month]),
    line(timeSheetHeadings),
    ...timeSheetRows(sheet).map(line),
    line(timeSheetSums(sheet)),
  ];
  lines.push(line([x.holidayDaysInMonth, String(sheet.holidayDays)]));
  lines.push(line([x.sickDaysInMonth, String(sheet.sickDays)]));
  if (balance === null) lines.push(line([x.balance.title, x.balance.none]));
  else
    lines.push(
      line([x.balance.title, String(balance.year)]),
      line([x.balance.entitlement, days(balance.entitlementDays)]),
      line([x.balance.carriedOver, days(balance.carriedOverDays)]),
      line([x.balance.taken, days(balance.takenDays)]),
      line([x.balance.remaining, days(balance.remainingDays)]),
    );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
