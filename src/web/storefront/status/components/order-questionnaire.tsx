import { useId, useState } from 'react';
import type { Questionnaire } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { useQuestionnaire } from '../api/public-order.js';

const text = checkoutDe.questionnaire;
const aspects = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
type Aspect = (typeof aspects)[number];
type Ratings = Partial<Record<Aspect, number>>;
const scale = [1, 2, 3, 4, 5] as const;

function complete(ratings: Ratings): Omit<Questionnaire, 'comment'> | null {
  const { rating, foodRating, serviceRating, processRating } = ratings;
  return rating === undefined ||
    foodRating === undefined ||
    serviceRating === undefined ||
    processRating === undefined
    ? null
    : { rating, foodRating, serviceRating, processRating };
}

interface OrderQuestionnaireProps {
  uid: string;
  hash: string;
  onCancel: () => void;
}

/**
 * Four ratings from 1 to 5, each a group of radio buttons; the comment field joins once all four are
 * given, and only then can the rating be sent (spec, section 5).
 */
export function OrderQuestionnaire({ uid, hash, onCancel }: OrderQuestionnaireProps) {
  const id = useId();
  const [ratings, setRatings] = useState<Ratings>({});
  const [comment, setComment] = useState('');
  const send = useQuestionnaire(uid, hash);
  const answers = complete(ratings);
  return (
    <section className="status-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="status-section__title">
        {text.title}
      </h2>
      <p>{text.intro}</p>
      <form
        className="questionnaire"
        onSubmit={(event) => {
          event.preventDefault();
          if (answers !== null && !send.isPending) send.mutate({ ...answers, comment });
        }}
      >
        {aspects.map((aspect) => (
          <RatingGroup
            key={aspect}
            name={`${id}-${aspect}`}
            legend={text[aspect]}
            value={ratings[aspect]}
            onChange={(value) => setRatings((current) => ({ ...current, [aspect]: value }))}
          />
        ))}
        {answers === null ? null : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-comment`}>
              {text.comment}
            </label>
            <textarea
              id={`${id}-comment`}
              className="field__input"
              rows={4}
              maxLength={2000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
        )}
        <p role="alert" className="field__error">
          {send.isError ? text.failed : null}
        </p>
        <div className="status-actions">
          <button type="submit" className="button" disabled={answers === null || send.isPending}>
            {text.send}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {text.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

interface RatingGroupProps {
  name: string;
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
}

function RatingGroup({ name, legend, value, onChange }: RatingGroupProps) {
  return (
    <fieldset className="rating">
      <legend className="rating__legend">{legend}</legend>
      <div className="rating__options">
        {scale.map((stars) => (
          <label key={stars} className="rating__option">
            <input
              type="radio"
              className="rating__input"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span className="rating__star" aria-hidden="true">
              {value !== undefined && stars <= value ? '★' : '☆'}
            </span>
            <span className="visually-hidden">{t(text.stars, { n: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
