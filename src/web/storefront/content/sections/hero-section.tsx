import { RichText } from '../../../ui/rich-text.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { ContentLink } from './content-link.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

interface HeroSectionProps {
  id: string;
  type: 'hero' | 'heroSmall' | 'sectionBanner';
  value: SectionValue<'hero'>;
  /** The first section of a page is above the fold: its image loads at once. */
  isFirst: boolean;
}

/** Hero, small hero and banner: a picture across the page with a heading, text and link over it. */
export function HeroSection({ id, type, value, isFirst }: HeroSectionProps) {
  const image = value.image ?? undefined;
  return (
    <SectionFrame
      type={type}
      color={value.color}
      defaultColor={type === 'sectionBanner' ? 'white' : 'black'}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <div
        className={`content-hero content-hero--${type}${image === undefined ? '' : ' content-hero--image'}`}
      >
        {image === undefined ? null : (
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1600px) 90rem, 100vw"
            alt=""
            className="content-hero__image"
            eager={isFirst}
            priority={isFirst}
          />
        )}
        <div className="content-hero__body">
          <SectionTitle id={id} title={value.title} className="content-hero__title" />
          {value.text === '' ? null : <RichText html={value.text} className="content-hero__text" />}
          <ContentLink link={value.link} subject={value.title} className="content-hero__link" />
        </div>
      </div>
    </SectionFrame>
  );
}
