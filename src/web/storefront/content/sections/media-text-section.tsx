import { RichText } from '../../../ui/rich-text.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { ContentLink } from './content-link.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';
import { VideoEmbed } from './video-embed.js';

export function MediaTextSection({ id, value }: { id: string; value: SectionValue<'sectionMediaText'> }) {
  const media = value.media;
  return (
    <SectionFrame
      type="sectionMediaText"
      color={value.color}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <div className={`content-media-text content-media-text--${value.mediaPosition ?? 'left'}`}>
        <div className="content-media-text__media">
          {media.type === 'image' ? (
            <ResponsiveImage image={media.image} sizes="(min-width: 1024px) 50vw, 100vw" />
          ) : (
            <VideoEmbed url={media.url} title={media.title} />
          )}
        </div>
        <div className="content-media-text__body">
          <SectionTitle id={id} title={value.title} />
          {value.text === '' ? null : <RichText html={value.text} />}
          <ContentLink link={value.link} subject={value.title} />
        </div>
      </div>
    </SectionFrame>
  );
}
