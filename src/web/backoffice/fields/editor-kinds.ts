/**
 * Field kinds whose plain form input would be unusable get a special editor from
 * `src/web/backoffice/editors/` (props: see `editor-props.ts`). The entity catalogue (`../entities/entity-catalogue.ts`) names
 * the kind per field; a schema field may also name it itself with `.meta({ editor: '<kind>' })`.
 *
 * A kind without an editor in `editor-registry.ts` yet falls back to the JSON text editor.
 */
export const editorKinds = [
  'openingHours',
  'productSchedule',
  'deliveryAreas',
  'orderRequirements',
  'alternativeUnits',
  'productParts',
  'menuCatalog',
  'navigationItems',
  'siteSections',
  'image',
  'images',
  'upload',
  'uploads',
  'fontFamily',
  'signageContent',
] as const;
export type EditorKind = (typeof editorKinds)[number];

export function isEditorKind(value: unknown): value is EditorKind {
  return typeof value === 'string' && (editorKinds as readonly string[]).includes(value);
}
