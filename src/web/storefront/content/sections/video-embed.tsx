import { contentSections as text } from '../../../i18n/content-sections.js';
import { useCookieConsent, useGrant } from '../../shell/hooks/use-cookie-consent.js';
import { embedSrc } from './embed-src.js';

interface VideoEmbedProps {
  url: string;
  title: string;
  /** Slides start playing when shown; a video beside text waits for the guest. */
  autoplay?: boolean;
}

/** A video player from another site loads only with the 'Externe Medien' category (storefront spec; ADR 034). */
export function VideoEmbed({ url, title, autoplay = false }: VideoEmbedProps) {
  const { choice } = useCookieConsent();
  const accept = useGrant('externalMedia');
  if (!choice.externalMedia) {
    return (
      <div className="content-video content-video--blocked">
        <p>{text.video.consent}</p>
        <button type="button" className="button" onClick={accept}>
          {text.video.accept}
        </button>
      </div>
    );
  }
  return (
    <div className="content-video">
      <iframe
        src={embedSrc(url, autoplay)}
        title={title || text.video.fallbackTitle}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
