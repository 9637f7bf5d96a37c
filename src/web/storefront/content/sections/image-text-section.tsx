import { useId, useState } from 'react';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { t } from '../../../i18n/t.js';
import { RichText } from '../../../ui/rich-text.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

type Marker = SectionValue<'sectionImageText'>['markers'][number];

/** A picture with numbered markers; at most one marker's info box is open (storefront spec). */
export function ImageTextSection({ id, value }: { id: string; value: SectionValue<'sectionImageText'> }) {
  const [open, setOpen] = useState<number | null>(null);
  const markers = value.markers ?? [];
  return (
    <SectionFrame
      type="sectionImageText"
      color={value.color}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <div className="content-image-text">
        <div className="content-image-text__body">
          <SectionTitle id={id} title={value.title} />
          {value.text === '' ? null : <RichText html={value.text} />}
        </div>
        <div
          className="content-image-text__figure"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(null);
          }}
        >
          <ResponsiveImage image={value.image} sizes="(min-width: 1024px) 60vw, 100vw" />
          {markers.map((marker, index) => (
            <MarkerButton
              key={index}
              marker={marker}
              number={index + 1}
              isOpen={open === index}
              onToggle={() => {
                setOpen((current) => (current === index ? null : index));
              }}
            />
          ))}
        </div>
      </div>
    </SectionFrame>
  );
}

interface MarkerButtonProps {
  marker: Marker;
  number: number;
  isOpen: boolean;
  onToggle: () => void;
}

function MarkerButton({ marker, number, isOpen, onToggle }: MarkerButtonProps) {
  const boxId = useId();
  // The box opens towards the middle of the picture, so it never leaves the picture's edge.
  const side = marker.positionX > 50 ? 'left' : 'right';
  return (
    <div className="content-marker" style={{ left: `${marker.positionX}%`, top: `${marker.positionY}%` }}>
      <button
        type="button"
        className="content-marker__button"
        aria-expanded={isOpen}
        aria-controls={boxId}
        aria-label={t(text.markers.label, { number, label: marker.label })}
        onClick={onToggle}
      >
        {number}
      </button>
      <div id={boxId} className={`content-marker__box content-marker__box--${side}`} hidden={!isOpen}>
        <p className="content-marker__label">{marker.label}</p>
        {marker.description === '' ? null : <p>{marker.description}</p>}
      </div>
    </div>
  );
}
