import {
  emptySegmentContent as empty,
  type DigitalSignageSegmentInput,
} from '../../../../domain/schemas/entities/digital-signage-segment.js';
import { weekdays, type Weekday } from '../../../../domain/opening-hours/weekdays.js';
import type { SegmentBoard } from '../../../../domain/signage/signage-rules.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { signageContentTexts as texts } from '../../../i18n/signage.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '../shared/fields.js';
import { useEntityList } from '../shared/use-entity-list.js';

type Content = DigitalSignageSegmentInput['content'];
type Named = { id: number; name: string };

/** A stored content may lack keys added later; the form works on a complete one. */
function complete(value: unknown): Content {
  return typeof value === 'object' && value !== null ? { ...empty, ...(value as Partial<Content>) } : empty;
}

/** The part of a server field path under `content`, e.g. 'content.menu' → 'menu'. */
function errorAt(errorField: string | undefined, error: string | undefined, name: string) {
  return errorField === `content.${name}` || errorField?.startsWith(`content.${name}.`) ? error : undefined;
}

/**
 * A segment's content: its title and text, a web page, the live board it shows (the pickup board, or the
 * menu board with its menu and categories), and when it plays.
 */
export function SignageContentEditor({
  value,
  onChange,
  id,
  label,
  error,
  errorField,
  disabled,
}: FieldEditorProps<unknown>) {
  const content = complete(value);
  const isMenu = content.board === 'menu';
  const menus = useEntityList('menus');
  const categories = useEntityList('categories');
  const change = (patch: Partial<Content>) => onChange({ ...content, ...patch });
  const schedule = content.schedule ?? { days: [], from: null, to: null };
  const changeSchedule = (patch: Partial<typeof schedule>) => {
    const next = { ...schedule, ...patch };
    change({ schedule: next.days.length === 0 && next.from === null && next.to === null ? null : next });
  };
  return (
    <fieldset
      id={id}
      className="editor"
      disabled={disabled}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend>{label}</legend>
      <TextField
        id={`${id}-title`}
        label={texts.title}
        value={content.title}
        maxLength={200}
        error={errorAt(errorField, error, 'title')}
        onChange={(title) => change({ title })}
      />
      <TextAreaField
        id={`${id}-text`}
        label={texts.text}
        value={content.text}
        error={errorAt(errorField, error, 'text')}
        onChange={(text) => change({ text })}
      />
      <TextField
        id={`${id}-url`}
        label={texts.url}
        type="url"
        value={content.url ?? ''}
        error={errorAt(errorField, error, 'url')}
        onChange={(url) => change({ url: url.trim() === '' ? null : url })}
      />
      <SelectField<SegmentBoard | 'none'>
        id={`${id}-board`}
        label={texts.board}
        value={content.board ?? 'none'}
        error={errorAt(errorField, error, 'board')}
        choices={[
          { value: 'none', label: texts.noBoard },
          { value: 'pickup', label: texts.pickupBoard },
          { value: 'menu', label: texts.menuBoard },
        ]}
        onChange={(board) =>
          board === 'menu'
            ? change({ board })
            : change({ board: board === 'none' ? null : board, menu: null, categories: [] })
        }
      />
      {isMenu ? (
        <>
          <SelectField
            id={`${id}-menu`}
            label={texts.menu}
            hint={texts.menuHint}
            value={content.menu === null ? '' : String(content.menu)}
            error={errorAt(errorField, error, 'menu')}
            choices={[
              { value: '', label: texts.branchMenu },
              ...((menus.data ?? []) as Named[]).map((menu) => ({
                value: String(menu.id),
                label: menu.name,
              })),
            ]}
            onChange={(menu) => change({ menu: menu === '' ? null : Number(menu) })}
          />
          <fieldset className="editor-days" aria-describedby={`${id}-categories-hint`}>
            <legend>{texts.categories}</legend>
            <p id={`${id}-categories-hint`} className="editor-field__hint">
              {texts.categoriesHint}
            </p>
            {((categories.data ?? []) as Named[]).map((category) => (
              <CheckboxField
                key={category.id}
                id={`${id}-category-${category.id}`}
                label={category.name}
                checked={content.categories.includes(category.id)}
                onChange={(checked) =>
                  change({
                    categories: checked
                      ? [...content.categories, category.id]
                      : content.categories.filter((chosen) => chosen !== category.id),
                  })
                }
              />
            ))}
            <FieldError id={`${id}-categories`} error={errorAt(errorField, error, 'categories')} />
          </fieldset>
        </>
      ) : null}
      <fieldset className="editor-days">
        <legend>{texts.schedule}</legend>
        {weekdays.map((day: Weekday) => (
          <CheckboxField
            key={day}
            id={`${id}-day-${day}`}
            label={editorTexts.weekdaysLong[day]}
            checked={schedule.days.includes(day)}
            onChange={(checked) =>
              changeSchedule({
                days: checked
                  ? weekdays.filter((d) => d === day || schedule.days.includes(d))
                  : schedule.days.filter((d) => d !== day),
              })
            }
          />
        ))}
        <TextField
          id={`${id}-from`}
          label={texts.from}
          type="time"
          value={schedule.from ?? ''}
          onChange={(from) => changeSchedule({ from: from === '' ? null : from })}
        />
        <TextField
          id={`${id}-to`}
          label={texts.to}
          type="time"
          value={schedule.to ?? ''}
          onChange={(to) => changeSchedule({ to: to === '' ? null : to })}
        />
        <FieldError id={`${id}-schedule`} error={errorAt(errorField, error, 'schedule')} />
      </fieldset>
    </fieldset>
  );
}
