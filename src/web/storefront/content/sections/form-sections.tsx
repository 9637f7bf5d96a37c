import { contentSections as text } from '../../../i18n/content-sections.js';
import { paths } from '../../../paths.js';
import { RichText } from '../../../ui/rich-text.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { ContactFormSection } from '../../requests/components/contact-form-section.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

/**
 * The contact form section: the contact-form feature's form (fields, sending, thank-you view) under the
 * section's title and text, in the section frame every type has (its type and colour).
 */
export function FormSection({ id, value }: { id: string; value: SectionValue<'sectionForm'> }) {
  return (
    <SectionFrame type="sectionForm" color={value.color} labelledBy={id}>
      <ContactFormSection headingId={id} title={value.title || undefined} html={value.text || undefined} />
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
