import { contentSections as text } from '../../../i18n/content-sections.js';
import { paths } from '../../../paths.js';
import { RichText } from '../../../ui/rich-text.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

interface FormSectionProps {
  id: string;
  value: SectionValue<'sectionForm'>;
}

/**
 * The heading and text around the contact form. The form itself (fields, sending, thank-you view) is
 * the contact-form feature's component, which takes this place in the section registry.
 */
export function FormSectionIntro({ id, value }: FormSectionProps) {
  return (
    <SectionFrame type="sectionForm" color={value.color} labelledBy={value.title === '' ? undefined : id}>
      <SectionTitle id={id} title={value.title} />
      {value.text === '' ? null : <RichText html={value.text} />}
    </SectionFrame>
  );
}

/** The breakfast section's button opens the breakfast request flow (storefront spec). */
export function BreakfastRequestSection({
  id,
  value,
}: {
  id: string;
  value: SectionValue<'sectionBreakfastRequest'>;
}) {
  return (
    <SectionFrame
      type="sectionBreakfastRequest"
      color={value.color}
      labelledBy={value.title === '' ? undefined : id}
    >
      <div className="content-text content-text--sectionIntroduction">
        <SectionTitle id={id} title={value.title} />
        {value.text === '' ? null : <RichText html={value.text} />}
        <SmartLink to={paths.breakfastRequest} className="button content-section__button">
          {text.breakfastButton}
        </SmartLink>
      </div>
    </SectionFrame>
  );
}
