import { RichText } from '../../../ui/rich-text.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

/** A timeline: each event with its year, text and pictures. */
export function HistorySection({ id, value }: { id: string; value: SectionValue<'sectionHistory'> }) {
  return (
    <SectionFrame type="sectionHistory" color={value.color} labelledBy={value.title === '' ? undefined : id}>
      <SectionTitle id={id} title={value.title} />
      <ol className="content-history" aria-label={value.title === '' ? text.history.label : undefined}>
        {value.events.map((event, index) => (
          <li key={index} className="content-history__event">
            <h3 className="content-history__year">{event.year}</h3>
            <div className="content-history__body">
              {event.text === '' ? null : <RichText html={event.text} />}
              {(event.images ?? []).length === 0 ? null : (
                <div className="content-history__images">
                  {(event.images ?? []).map((image, imageIndex) => (
                    <ResponsiveImage
                      key={`${image.id}-${imageIndex}`}
                      image={image}
                      sizes="(min-width: 720px) 20rem, 100vw"
                    />
                  ))}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
