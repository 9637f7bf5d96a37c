import { teaserTextLimit, truncateText } from '../../../../domain/content/truncate.js';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { ContentLink } from './content-link.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';
import { useViewportWidth } from './use-viewport.js';

/** Teasers: a picture with an intro title and a text cut to what fits over it, and a link. */
export function TeaserSection({ id, value }: { id: string; value: SectionValue<'sectionTeaser'> }) {
  const limit = teaserTextLimit(useViewportWidth());
  return (
    <SectionFrame
      type="sectionTeaser"
      color={value.color}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <SectionTitle id={id} title={value.title} />
      <ul className="content-teasers" role="list">
        {value.items.map((item, index) => (
          <li key={index} className="content-teaser">
            {item.image === null || item.image === undefined ? null : (
              <ResponsiveImage
                image={item.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw"
                alt=""
                className="content-teaser__image"
              />
            )}
            <div className="content-teaser__overlay">
              {item.introTitle === '' ? null : <h3 className="content-teaser__title">{item.introTitle}</h3>}
              {item.text === '' ? null : <TeaserText text={item.text} limit={limit} />}
              <ContentLink
                link={item.link}
                fallbackLabel={text.linkRead}
                subject={item.introTitle || value.title}
              />
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** Screen readers get the whole text; the cut is only for the eye. */
function TeaserText({ text: full, limit }: { text: string; limit: number }) {
  const shown = truncateText(full, limit);
  if (shown === full) return <p className="content-teaser__text">{full}</p>;
  return (
    <p className="content-teaser__text">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </p>
  );
}
