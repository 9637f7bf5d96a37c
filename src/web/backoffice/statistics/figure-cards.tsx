import { change } from '../../../domain/statistics/period.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';
import { ratioText } from './statistics-format.js';

const texts = statisticsTexts;

export type Figure = { label: string; current: number; previous: number; format: (value: number) => string };

function changeText(current: number, previous: number): string {
  const { difference, ratio } = change(current, previous);
  if (difference === 0) return texts.unchanged;
  if (ratio === null) return texts.noRatio;
  return t(texts.change, { change: ratioText(ratio) });
}

/** The period's key figures, each with the previous period's value and the change from it. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="bo-figures bo-stats__figures">
      {figures.map((figure) => {
        const direction = Math.sign(figure.current - figure.previous);
        return (
          <div key={figure.label} className="bo-figures__item">
            <dt>{figure.label}</dt>
            <dd>
              <span className="bo-stats__value">{figure.format(figure.current)}</span>
              <span
                className="bo-stats__change"
                data-direction={direction > 0 ? 'up' : direction < 0 ? 'down' : 'same'}
              >
                {changeText(figure.current, figure.previous)}
              </span>
              <span className="bo-stats__previous">
                {t(texts.previous, { value: figure.format(figure.previous) })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
