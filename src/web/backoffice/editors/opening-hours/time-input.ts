/**
 * Tablet keypads make the colon awkward, so a time may be typed as '7', '730', '0730', '7.30' or '7:30';
 * leaving the field writes it as 'HH:mm'. Anything else stays as typed for the schema to refuse.
 */
export function normaliseTimeInput(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?:[:.,]?(\d{2}))?$/.exec(trimmed) ?? /^(\d)(\d{2})$/.exec(trimmed);
  if (match === null) return text;
  const [, hours = '', minutes = '00'] = match;
  if (Number(hours) > 24 || Number(minutes) > 59) return text;
  return `${hours.padStart(2, '0')}:${minutes}`;
}
