import { lazy, Suspense, useState } from 'react';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { t } from '../../../i18n/t.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

/** The gallery shows its first four pictures; the overlay pages through all of them (storefront spec). */
export const GALLERY_PREVIEW = 4;

// The overlay is only needed once a guest opens a picture.
const Lightbox = lazy(async () => ({ default: (await import('./lightbox.js')).Lightbox }));

export function GallerySection({ id, value }: { id: string; value: SectionValue<'sectionGallery'> }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = value.images ?? [];
  const preview = images.slice(0, GALLERY_PREVIEW);
  const hidden = images.length - preview.length;
  return (
    <SectionFrame
      type="sectionGallery"
      color={value.color}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <SectionTitle id={id} title={value.title} />
      <ul className="content-gallery" role="list">
        {preview.map((image, index) => (
          <li key={`${image.id}-${index}`} className="content-gallery__item">
            <button
              type="button"
              className="content-gallery__button"
              aria-label={t(text.gallery.open, { n: index + 1, count: images.length })}
              onClick={() => {
                setOpenIndex(index);
              }}
            >
              <ResponsiveImage
                image={image}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt=""
                className="content-gallery__image"
              />
              {index === preview.length - 1 && hidden > 0 ? (
                <span className="content-gallery__more" aria-hidden="true">
                  {t(text.gallery.more, { n: hidden })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {openIndex === null ? null : (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => {
              setOpenIndex(null);
            }}
          />
        </Suspense>
      )}
    </SectionFrame>
  );
}
