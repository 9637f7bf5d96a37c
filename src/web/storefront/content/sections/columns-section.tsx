import { RichText } from '../../../ui/rich-text.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';
import { ContentLink } from './content-link.js';
import { SectionFrame, SectionTitle } from './section-frame.js';
import type { SectionValue } from './section-types.js';

interface ColumnsSectionProps {
  id: string;
  type: 'sectionTwoColumns' | 'sectionThreeColumns';
  value: SectionValue<'sectionTwoColumns'>;
}

export function ColumnsSection({ id, type, value }: ColumnsSectionProps) {
  const count = type === 'sectionTwoColumns' ? 2 : 3;
  return (
    <SectionFrame type={type} color={value.color} wide labelledBy={value.title === '' ? undefined : id}>
      <SectionTitle id={id} title={value.title} />
      <div className={`content-columns content-columns--${count}`}>
        {value.columns.map((column, index) => (
          <div key={index} className="content-columns__column">
            {column.image === null || column.image === undefined ? null : (
              <ResponsiveImage
                image={column.image}
                sizes={`(min-width: 1024px) ${Math.round(100 / count)}vw, 100vw`}
                className="content-columns__image"
              />
            )}
            {column.title === '' ? null : <h3>{column.title}</h3>}
            {column.text === '' ? null : <RichText html={column.text} />}
            <ContentLink link={column.link} subject={column.title || value.title} />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
