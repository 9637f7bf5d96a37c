import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { FieldEditorProps } from './editor-props.js';

/**
 * Field kinds whose plain form input would be unusable get a special editor from
 * `src/web/backoffice/editors/` (props: see `editor-props.ts`). Each editor is its own lazy chunk, loaded
 * when a form first shows such a field. The entity catalogue (`../entities/entity-catalogue.ts`) names
 * the kind per field; a schema field may also name it itself with `.meta({ editor: '<kind>' })`.
 *
 * To plug an editor in, export a component taking `FieldEditorProps<TheValue>` from its own file in
 * `editors/` and add one line below. A kind without an editor yet falls back to the JSON text editor.
 */
export const editorKinds = [
  'openingHours',
  'deliveryAreas',
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

export type FieldEditor = LazyExoticComponent<ComponentType<FieldEditorProps>>;

/**
 * An editor's module, loaded on first use. The form hands each editor the value of the field it was
 * registered for, which is the type the editor declares; the registry itself holds them all as unknown.
 */
function lazyEditor<Name extends string>(
  load: () => Promise<Record<Name, (props: never) => ReactNode>>,
  name: Name,
): FieldEditor {
  return lazy(async () => ({
    default: (await load())[name] as unknown as ComponentType<FieldEditorProps>,
  }));
}

export const fieldEditors: Partial<Record<EditorKind, FieldEditor>> = {
  openingHours: lazyEditor(
    () => import('../editors/opening-hours/opening-hours-editor.js'),
    'OpeningHoursEditor',
  ),
  deliveryAreas: lazyEditor(
    () => import('../editors/delivery-areas/delivery-areas-editor.js'),
    'DeliveryAreasEditor',
  ),
  productParts: lazyEditor(
    () => import('../editors/product-parts/product-parts-editor.js'),
    'ProductPartsEditor',
  ),
  menuCatalog: lazyEditor(
    () => import('../editors/menu-catalog/menu-catalog-editor.js'),
    'MenuCatalogEditor',
  ),
  navigationItems: lazyEditor(() => import('../editors/navigation/navigation-editor.js'), 'NavigationEditor'),
  siteSections: lazyEditor(
    () => import('../editors/site-sections/site-sections-editor.js'),
    'SiteSectionsEditor',
  ),
  image: lazyEditor(() => import('../editors/media/media-editors.js'), 'ImageEditor'),
  images: lazyEditor(() => import('../editors/media/media-editors.js'), 'ImagesEditor'),
  upload: lazyEditor(() => import('../editors/media/media-editors.js'), 'UploadEditor'),
  uploads: lazyEditor(() => import('../editors/media/media-editors.js'), 'UploadsEditor'),
  fontFamily: lazyEditor(() => import('../editors/font-family/font-family-editor.js'), 'FontFamilyEditor'),
  signageContent: lazyEditor(
    () => import('../editors/signage-content/signage-content-editor.js'),
    'SignageContentEditor',
  ),
};

export function isEditorKind(value: unknown): value is EditorKind {
  return typeof value === 'string' && (editorKinds as readonly string[]).includes(value);
}
