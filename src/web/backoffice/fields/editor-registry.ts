import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { FieldEditorProps } from './editor-props.js';
import type { EditorKind } from './editor-kinds.js';

/**
 * Each kind of `editor-kinds.ts` with its editor, a lazy chunk loaded when a form first shows such a field.
 * To plug an editor in, export a component taking `FieldEditorProps<TheValue>` from its own file in
 * `editors/`, name its kind in `editor-kinds.ts` and add one line below.
 */
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
  productSchedule: lazyEditor(
    () => import('../editors/opening-hours/product-schedule-editor.js'),
    'ProductScheduleEditor',
  ),
  deliveryAreas: lazyEditor(
    () => import('../editors/delivery-areas/delivery-areas-editor.js'),
    'DeliveryAreasEditor',
  ),
  orderRequirements: lazyEditor(
    () => import('../editors/order-requirements/order-requirements-editor.js'),
    'OrderRequirementsEditor',
  ),
  alternativeUnits: lazyEditor(
    () => import('../editors/alternative-units/alternative-units-editor.js'),
    'AlternativeUnitsEditor',
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
