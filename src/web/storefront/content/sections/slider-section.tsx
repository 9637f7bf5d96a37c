import { useEffect, useId, useState } from 'react';
import { contentSections as text } from '../../../i18n/content-sections.js';
import { t } from '../../../i18n/t.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';
import { usePrefersReducedMotion } from './use-viewport.js';
import { VideoEmbed } from './video-embed.js';

/** Auto-advance interval (storefront spec, section 9). */
export const SLIDE_INTERVAL_MS = 5000;

type Slide = SectionValue<'sectionSlider'>['slides'][number];

/**
 * Slides with arrows and dots, wrapping at both ends. It moves on by itself every 5 s when there is more
 * than one slide and the operator wants it, unless the guest asked for less motion or paused it (WCAG
 * 2.2.2); any manual choice restarts the timer.
 */
export function SliderSection({ id, value }: { id: string; value: SectionValue<'sectionSlider'> }) {
  const slides = value.slides;
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [isPaused, setPaused] = useState(false);
  // Each manual choice bumps the round, which restarts the timer below.
  const [round, setRound] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const isRunning = value.auto !== false && count > 1 && !isPaused && !reducedMotion;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      setCurrent((index) => (index + 1) % count);
    }, SLIDE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isRunning, count, round]);

  if (count === 0) return null;
  const show = (index: number) => {
    setCurrent((index + count) % count);
    setRound((previous) => previous + 1);
  };
  const index = Math.min(current, count - 1);

  return (
    <SectionFrame
      type="sectionSlider"
      color={value.color}
      wide
      labelledBy={value.title === '' ? undefined : id}
    >
      <SectionTitle id={id} title={value.title} />
      <div
        className="content-slider"
        role="group"
        aria-roledescription="carousel"
        aria-label={value.title || text.slider.label}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') show(index + 1);
          if (event.key === 'ArrowLeft') show(index - 1);
        }}
      >
        <div id={slidesId} className="content-slider__slides" aria-live={isRunning ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              className="content-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t(text.slider.slide, { n: slideIndex + 1, count })}
              hidden={slideIndex !== index}
            >
              {slideIndex === index ? <SlideContent slide={slide} isFirst={slideIndex === 0} /> : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className="content-slider__controls">
            {value.auto !== false && !reducedMotion ? (
              <button
                type="button"
                className="content-slider__pause"
                aria-controls={slidesId}
                onClick={() => {
                  setPaused((paused) => !paused);
                }}
              >
                {isPaused ? text.slider.play : text.slider.pause}
              </button>
            ) : null}
            <SlideArrow
              label={text.slider.previous}
              symbol="←"
              controls={slidesId}
              onClick={() => {
                show(index - 1);
              }}
            />
            <ul className="content-slider__dots" role="list">
              {slides.map((_slide, dotIndex) => (
                <li key={dotIndex}>
                  <button
                    type="button"
                    className="content-slider__dot"
                    aria-controls={slidesId}
                    aria-current={dotIndex === index ? 'true' : undefined}
                    aria-label={t(text.slider.goTo, { n: dotIndex + 1 })}
                    onClick={() => {
                      show(dotIndex);
                    }}
                  />
                </li>
              ))}
            </ul>
            <SlideArrow
              label={text.slider.next}
              symbol="→"
              controls={slidesId}
              onClick={() => {
                show(index + 1);
              }}
            />
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}

interface SlideArrowProps {
  label: string;
  symbol: string;
  controls: string;
  onClick: () => void;
}

function SlideArrow({ label, symbol, controls, onClick }: SlideArrowProps) {
  return (
    <button
      type="button"
      className="content-slider__arrow"
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

function SlideContent({ slide, isFirst }: { slide: Slide; isFirst: boolean }) {
  if (slide.type === 'image') {
    return (
      <ResponsiveImage
        image={slide.value}
        sizes="(min-width: 1600px) 90rem, 100vw"
        className="content-slider__image"
        eager={isFirst}
      />
    );
  }
  return <VideoEmbed url={slide.value.url} title={slide.value.title} autoplay />;
}
