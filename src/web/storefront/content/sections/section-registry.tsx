import './sections.css';
import type { ComponentType } from 'react';
import type { ServedSection } from '../../../../domain/content/sections.js';
import { ColumnsSection } from './columns-section.js';
import { BreakfastRequestSection, FormSection } from './form-sections.js';
import { GallerySection } from './gallery-section.js';
import { HeroSection } from './hero-section.js';
import { HistorySection } from './history-section.js';
import { ImageTextSection } from './image-text-section.js';
import { MediaTextSection } from './media-text-section.js';
import { SliderSection } from './slider-section.js';
import type { SectionKind, SectionValue } from './section-types.js';
import { TeaserSection } from './teaser-section.js';
import { PlainTextSection, TextSection } from './text-section.js';

export interface SectionProps<TType extends SectionKind> {
  /** The id of the section's heading, unique on the page. */
  id: string;
  type: TType;
  value: SectionValue<TType>;
  isFirst: boolean;
}

type SectionRegistry = { [TType in SectionKind]: ComponentType<SectionProps<TType>> };

/**
 * Which component draws each section type. The contact form and the breakfast request are features of
 * their own: they register their components here.
 */
export const sectionComponents: SectionRegistry = {
  text: PlainTextSection,
  hero: HeroSection,
  heroSmall: HeroSection,
  sectionBanner: HeroSection,
  sectionIntroduction: TextSection,
  sectionIntroductionMain: TextSection,
  sectionText: TextSection,
  sectionTwoColumns: ColumnsSection,
  sectionThreeColumns: ColumnsSection,
  sectionMediaText: MediaTextSection,
  sectionImageText: ImageTextSection,
  sectionTeaser: TeaserSection,
  sectionGallery: GallerySection,
  sectionSlider: SliderSection,
  sectionHistory: HistorySection,
  sectionForm: FormSection,
  sectionBreakfastRequest: BreakfastRequestSection,
};

export function renderSection(section: ServedSection, index: number) {
  const Component = sectionComponents[section.type] as ComponentType<SectionProps<typeof section.type>>;
  return (
    <Component
      key={index}
      id={`section-${index + 1}`}
      type={section.type}
      value={section.value}
      isFirst={index === 0}
    />
  );
}
