import '../editors.css';
import { useState } from 'react';
import type { Menu } from '../../../../domain/schemas/catalog.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import type { EntityRecord } from '../../entities/api/entity-queries.js';
import { entryName } from '../../entities/cell-text.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { SelectField, TextField } from '../shared/fields.js';
import { DragHandle, LiveRegion, MoveButtons } from '../shared/list-controls.js';
import { useEntityList } from '../shared/use-entity-list.js';
import { useFocusRequest } from '../shared/use-focus-request.js';
import { useListEditor } from '../shared/use-list-editor.js';
import { searchByName, type Named } from './product-search.js';

const texts = editorTexts.catalog;
const SEARCH_LIMIT = 8;

type Catalog = Menu['catalog'];
type CatalogCategory = Catalog['categories'][number];

function named(records: readonly EntityRecord[] | undefined): Named[] {
  return (records ?? []).map((record) => ({ id: record.id, name: entryName(record) }));
}

function nameIn(names: ReadonlyMap<number, string>, id: number, unknown: (id: number) => string): string {
  return names.get(id) ?? unknown(id);
}

const unknownCategory = (id: number) => t(texts.unknownCategory, { id });
const unknownProduct = (id: number) => t(texts.unknownProduct, { id });

/**
 * A menu's catalogue: its categories in order, each with its products in order. Entries move by drag and
 * drop or by the buttons beside them; products are added by searching for their name.
 */
export function MenuCatalogEditor({ id, label, value, onChange, disabled }: FieldEditorProps<Catalog>) {
  const categoryList = useEntityList('categories');
  const productList = useEntityList('products');
  const categories = named(categoryList.data);
  const products = named(productList.data);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const productNames = new Map(products.map((product) => [product.id, product.name]));
  const categoryName = (category: CatalogCategory) => nameIn(categoryNames, category.id, unknownCategory);

  const list = useListEditor({
    list: value.categories,
    onChange: (next: CatalogCategory[]) => onChange({ ...value, categories: next }),
    idPrefix: id,
    nameOf: categoryName,
  });
  const { listRef, handleProps, itemProps } = list.reorder;
  const [chosen, setChosen] = useState('');
  const used = new Set(value.categories.map((category) => category.id));
  const available = categories.filter((category) => !used.has(category.id));
  const isLoading = categoryList.isPending || productList.isPending;

  return (
    <fieldset className="editor" id={id}>
      <legend>{label}</legend>
      {isLoading ? <p className="editor__hint">{texts.loading}</p> : null}
      {value.categories.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : null}
      <ol className="editor-list" ref={listRef} aria-label={texts.categories}>
        {value.categories.map((category, index) => {
          const prefix = list.prefixOf(index);
          const name = categoryName(category);
          return (
            <li key={list.keys[index]} className="editor-item" {...itemProps(index)}>
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <h3 className="editor-item__title">{t(texts.category, { name })}</h3>
                <MoveButtons
                  idPrefix={prefix}
                  name={name}
                  index={index}
                  count={value.categories.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={() => list.remove(index)}
                />
              </div>
              <CategoryProducts
                prefix={prefix}
                categoryName={name}
                category={category}
                products={products}
                productNames={productNames}
                disabled={disabled}
                onChange={(next) => list.replace(index, next)}
              />
            </li>
          );
        })}
      </ol>
      <div className="editor-actions">
        {available.length === 0 && !isLoading ? (
          <p className="editor__hint">{texts.allCategoriesUsed}</p>
        ) : (
          <SelectField
            id={`${id}-category`}
            label={texts.addCategory}
            placeholder={texts.chooseCategory}
            value={available.some((category) => String(category.id) === chosen) ? chosen : ''}
            choices={available.map((category) => ({ value: String(category.id), label: category.name }))}
            disabled={disabled}
            onChange={setChosen}
          />
        )}
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled === true || !available.some((category) => String(category.id) === chosen)}
          onClick={() => {
            list.add({ id: Number(chosen), products: [] }, 'search');
            setChosen('');
          }}
        >
          {texts.addCategoryButton}
        </button>
      </div>
      <LiveRegion message={list.message} />
    </fieldset>
  );
}

interface CategoryProductsProps {
  prefix: string;
  categoryName: string;
  category: CatalogCategory;
  products: readonly Named[];
  productNames: ReadonlyMap<number, string>;
  disabled: boolean | undefined;
  onChange: (category: CatalogCategory) => void;
}

function CategoryProducts({
  prefix,
  categoryName,
  category,
  products,
  productNames,
  disabled,
  onChange,
}: CategoryProductsProps) {
  const productName = (product: { id: number }) => nameIn(productNames, product.id, unknownProduct);
  const list = useListEditor({
    list: category.products,
    onChange: (next: { id: number }[]) => onChange({ ...category, products: next }),
    idPrefix: `${prefix}-products`,
    nameOf: productName,
  });
  const { listRef, handleProps, itemProps } = list.reorder;
  const [query, setQuery] = useState('');
  const requestFocus = useFocusRequest();
  const result = searchByName(
    products,
    query,
    new Set(category.products.map((product) => product.id)),
    SEARCH_LIMIT,
  );

  return (
    <section className="editor" aria-label={t(texts.products, { name: categoryName })}>
      {category.products.length === 0 ? <p className="editor__hint">{texts.noProducts}</p> : null}
      <ol className="editor-list" ref={listRef}>
        {category.products.map((product, index) => {
          const name = productName(product);
          return (
            <li
              key={list.keys[index]}
              className="editor-item editor-item--nested editor-item--compact"
              {...itemProps(index)}
            >
              <div className="editor-item__header">
                <DragHandle {...handleProps(index)} />
                <span className="editor-item__title">{name}</span>
                <MoveButtons
                  idPrefix={list.prefixOf(index)}
                  name={name}
                  index={index}
                  count={category.products.length}
                  disabled={disabled}
                  onMove={list.move}
                  onRemove={() => list.remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <TextField
        id={`${prefix}-search`}
        label={t(texts.searchProduct, { name: categoryName })}
        placeholder={texts.searchPlaceholder}
        type="search"
        autoComplete="off"
        value={query}
        disabled={disabled}
        onChange={setQuery}
      />
      {query.trim() === '' ? null : (
        <div aria-live="polite">
          {result.matches.length === 0 ? <p className="editor__hint">{texts.noMatch}</p> : null}
          <ul className="editor-search-results">
            {result.matches.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={disabled}
                  onClick={() => {
                    list.add({ id: product.id }, 'remove');
                    setQuery('');
                    requestFocus(`${prefix}-search`);
                  }}
                >
                  {t(texts.addProduct, { name: product.name })}
                </button>
              </li>
            ))}
          </ul>
          {result.more > 0 ? (
            <p className="editor__hint">{t(texts.moreMatches, { n: result.more })}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
