import { createContext, use, type ComponentType } from 'react';
import type { ValueEditorProps } from './value-editor-props.js';

type Nested = { ValueEditor: ComponentType<ValueEditorProps>; EntryFields: ComponentType<ValueEditorProps> };

/**
 * A value may hold values (a list of entries, a group of fields): the editors of such parts render the
 * general editor again. They take it from here rather than importing it, which would close an import circle.
 */
const NestedEditorsContext = createContext<Nested | null>(null);
export const NestedEditors = NestedEditorsContext.Provider;

export function useNestedEditors(): Nested {
  const nested = use(NestedEditorsContext);
  if (!nested) throw new Error('a nested value editor rendered outside ValueEditor');
  return nested;
}
