import type { Section } from '../../../../domain/schemas/content.js';
import { RichText } from '../../../ui/rich-text.js';
import { sectionText } from '../utils/section-text.js';
import { BreakfastRequestSection } from '../../requests/components/breakfast-request-section.js';
import { ContactFormSection } from '../../requests/components/contact-form-section.js';

/** A minimal reading of an operator-built page: each section's headings and text, in order. */
export function CustomSiteSections({ sections }: { sections: readonly Section[] }) {
  return sections.map((section, index) => {
    const text = sectionText(section);
    if (section.type === 'sectionForm') return <ContactFormSection key={index} {...text} />;
    if (section.type === 'sectionBreakfastRequest') return <BreakfastRequestSection key={index} {...text} />;
    if (text === undefined) return null;
    return (
      <section key={index} className="content-section" data-type={section.type}>
        {text.title === undefined ? null : <h2>{text.title}</h2>}
        {text.html === undefined ? null : <RichText html={text.html} />}
        {text.parts.length === 0 ? null : (
          <div className="content-section__parts">
            {text.parts.map((part, partIndex) => (
              <div key={partIndex}>
                {part.title === undefined ? null : <h3>{part.title}</h3>}
                {part.html === undefined ? null : <RichText html={part.html} />}
              </div>
            ))}
          </div>
        )}
      </section>
    );
  });
}
