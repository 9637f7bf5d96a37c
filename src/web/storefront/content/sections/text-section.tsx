import { RichText } from '../../../ui/rich-text.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

interface TextSectionProps {
  id: string;
  type: 'sectionIntroduction' | 'sectionIntroductionMain' | 'sectionText';
  value: SectionValue<'sectionIntroductionMain'> | SectionValue<'sectionText'>;
}

/** Introductions (larger, centred) and plain text sections. */
export function TextSection({ id, type, value }: TextSectionProps) {
  const subtitle = 'subtitle' in value ? value.subtitle : '';
  return (
    <SectionFrame type={type} color={value.color} labelledBy={value.title === '' ? undefined : id}>
      <div className={`content-text content-text--${type}`}>
        <SectionTitle id={id} title={value.title} />
        {subtitle === '' ? null : <p className="content-text__subtitle">{subtitle}</p>}
        {value.text === '' ? null : <RichText html={value.text} />}
      </div>
    </SectionFrame>
  );
}

/** The rich-text body of a 'default' page; custom pages refuse it on save, older ones still show it. */
export function PlainTextSection({ value }: { value: string }) {
  if (value === '') return null;
  return (
    <SectionFrame type="text" color={undefined}>
      <RichText html={value} />
    </SectionFrame>
  );
}
