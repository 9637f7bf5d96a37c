import type { ServedSection } from '../../../../domain/content/sections.js';

export type SectionKind = ServedSection['type'];
/** The stored value of one section type, as the API answers it. */
export type SectionValue<TType extends SectionKind> = Extract<ServedSection, { type: TType }>['value'];
export type SectionColor = 'white' | 'grey' | 'black';
