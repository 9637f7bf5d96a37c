import { useEffect, useRef } from 'react';
import type { Image } from '../../../../domain/schemas/common.js';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { t } from '../../../i18n/t.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';

interface LightboxProps {
  images: readonly Image[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const wrap = (index: number, count: number) => (index + count) % count;

/**
 * The gallery's full-screen overlay: a modal dialog (focus stays inside, Escape closes), arrows and the
 * keyboard's arrow keys page through the pictures, focus returns to the picture that opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index];

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  if (image === undefined) return null;
  const count = images.length;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={text.gallery.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') onIndexChange(wrap(index + 1, count));
        if (event.key === 'ArrowLeft') onIndexChange(wrap(index - 1, count));
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox__content">
        <ResponsiveImage image={image} sizes="100vw" className="lightbox__image" eager />
        <p className="lightbox__position" aria-live="polite">
          {t(text.gallery.position, { n: index + 1, count })}
        </p>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="lightbox__arrow lightbox__arrow--previous"
              aria-label={text.gallery.previous}
              onClick={() => {
                onIndexChange(wrap(index - 1, count));
              }}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className="lightbox__arrow lightbox__arrow--next"
              aria-label={text.gallery.next}
              onClick={() => {
                onIndexChange(wrap(index + 1, count));
              }}
            >
              <span aria-hidden="true">→</span>
            </button>
          </>
        ) : null}
        <button type="button" className="lightbox__close button" onClick={onClose}>
          {text.gallery.close}
        </button>
      </div>
    </dialog>
  );
}
