import '../editors.css';
import { useState } from 'react';
import { MAX_NAVIGATION_DEPTH } from '../../../../domain/content/navigation-tree.js';
import type { NavigationItem } from '../../../../domain/schemas/content.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { entryName } from '../../entities/cell-text.js';
import type { FieldEditorProps } from '../../fields/editor-props.js';
import { errorPathInList } from '../shared/error-path.js';
import { CheckboxField, FieldError, SelectField, TextField, type Choice } from '../shared/fields.js';
import { LiveRegion } from '../shared/list-controls.js';
import { useEntityList } from '../shared/use-entity-list.js';
import { useFocusRequest } from '../shared/use-focus-request.js';
import {
  appendNode,
  indentNode,
  moveNodeDown,
  moveNodeUp,
  nodeAt,
  outdentNode,
  removeNode,
  updateNode,
  type TreeMove,
  type TreePath,
} from './tree-moves.js';

const texts = editorTexts.navigation;
const itemTypes = ['home', 'site', 'branch', 'link'] as const satisfies readonly NavigationItem['type'][];
const typeChoices: Choice<NavigationItem['type']>[] = itemTypes.map((type) => ({
  value: type,
  label: editorTexts.navigationTypes[type],
}));

const opposites: Readonly<Record<string, string>> = {
  up: 'down',
  down: 'up',
  indent: 'outdent',
  outdent: 'indent',
};

type Move = (tree: readonly NavigationItem[], path: TreePath) => TreeMove<NavigationItem> | undefined;

/** Levels below and including the node: 1 for an entry without children. */
function height(item: NavigationItem): number {
  return 1 + Math.max(0, ...item.children.map(height));
}

const labelOf = (item: NavigationItem) => (item.label.trim() === '' ? texts.unnamed : item.label);

/** The server's path of a field of the item at `path`: items.0.children.2.label → [0, 'children', 2, 'label']. */
function errorPathOf(path: TreePath, field: string): (string | number)[] {
  return [...path.flatMap((index, depth) => (depth === 0 ? [index] : ['children', index])), field];
}

/**
 * A navigation's entries as a tree of up to three levels. Entries move up and down among their siblings,
 * in under the entry above (indent) and out to their parent's level (outdent), all by buttons.
 */
export function NavigationEditor({
  id,
  label,
  value,
  onChange,
  error,
  errorField,
  disabled,
}: FieldEditorProps<NavigationItem[]>) {
  const sites = useEntityList('sites');
  const branches = useEntityList('branches');
  const siteChoices = (sites.data ?? []).map((site) => ({ value: String(site.id), label: entryName(site) }));
  const branchChoices = (branches.data ?? []).map((branch) => ({
    value: String(branch.id),
    label: entryName(branch),
  }));
  const [message, setMessage] = useState('');
  const requestFocus = useFocusRequest();
  const controlId = (path: TreePath, control: string) => `${id}-p${path.join('-')}-${control}`;
  const at = errorPathInList(errorField);
  const errorAt = (path: TreePath, field: string) => {
    const wanted = errorPathOf(path, field);
    return error !== undefined &&
      wanted.length === at.length &&
      wanted.every((part, index) => part === at[index])
      ? error
      : undefined;
  };

  const move = (path: TreePath, how: Move, control: string, announcement: (label: string) => string) => {
    const item = nodeAt(value, path);
    const moved = how(value, path);
    if (item === undefined || moved === undefined) return;
    onChange(moved.tree);
    setMessage(announcement(labelOf(item)));
    // Where the same move is no longer possible (a first child cannot indent), its reverse takes the focus.
    requestFocus(
      controlId(moved.path, control),
      controlId(moved.path, opposites[control] ?? control),
      controlId(moved.path, 'label'),
    );
  };
  const add = (parentPath: TreePath) => {
    const added = appendNode<NavigationItem>(value, parentPath, {
      type: 'link',
      target: '',
      label: '',
      isEnabled: true,
      children: [],
    });
    if (added === undefined) return;
    onChange(added.tree);
    requestFocus(controlId(added.path, 'label'));
  };
  const remove = (path: TreePath) => {
    const item = nodeAt(value, path);
    if (item === undefined) return;
    onChange(removeNode(value, path));
    setMessage(t(editorTexts.list.removed, { name: labelOf(item) }));
    const index = path.at(-1) ?? 0;
    const parent = path.slice(0, -1);
    requestFocus(
      controlId([...parent, index], 'remove'),
      controlId([...parent, index - 1], 'remove'),
      parent.length === 0 ? `${id}-add` : controlId(parent, 'add-child'),
    );
  };

  const renderItems = (items: readonly NavigationItem[], parentPath: TreePath) => (
    <ol className="editor-tree">
      {items.map((item, index) => {
        const path = [...parentPath, index];
        const name = labelOf(item);
        const canIndent = index > 0 && path.length + height(item) <= MAX_NAVIGATION_DEPTH;
        const buttons: {
          control: string;
          text: string;
          symbol: string;
          enabled: boolean;
          run: () => void;
        }[] = [
          {
            control: 'up',
            text: t(editorTexts.list.moveUp, { name }),
            symbol: '↑',
            enabled: index > 0,
            run: () => move(path, moveNodeUp, 'up', (label) => t(texts.movedUp, { label })),
          },
          {
            control: 'down',
            text: t(editorTexts.list.moveDown, { name }),
            symbol: '↓',
            enabled: index < items.length - 1,
            run: () => move(path, moveNodeDown, 'down', (label) => t(texts.movedDown, { label })),
          },
          {
            control: 'outdent',
            text: t(texts.outdent, { label: name }),
            symbol: '←',
            enabled: parentPath.length > 0,
            run: () => move(path, outdentNode, 'outdent', (label) => t(texts.outdented, { label })),
          },
          {
            control: 'indent',
            text: t(texts.indent, { label: name }),
            symbol: '→',
            enabled: canIndent,
            run: () => move(path, indentNode, 'indent', (label) => t(texts.indented, { label })),
          },
        ];
        const change = (patch: Partial<NavigationItem>) =>
          onChange(updateNode(value, path, { ...item, ...patch }));
        return (
          <li
            key={path.join('-')}
            className={`editor-item${parentPath.length > 0 ? ' editor-item--nested' : ''}`}
          >
            <div className="editor-item__header">
              <h3 className="editor-item__title">
                {t(texts.item, { label: name })}
                {item.isEnabled ? null : ` ${texts.hidden}`}
                <span className="visually-hidden">{`, ${t(texts.level, { n: path.length })}`}</span>
              </h3>
              <div className="editor-move-buttons">
                {buttons.map((button) => (
                  <button
                    key={button.control}
                    id={controlId(path, button.control)}
                    type="button"
                    className="button button--secondary button--small editor-icon-button"
                    aria-label={button.text}
                    title={button.text}
                    disabled={disabled === true || !button.enabled}
                    onClick={button.run}
                  >
                    <span aria-hidden="true">{button.symbol}</span>
                  </button>
                ))}
                <button
                  id={controlId(path, 'remove')}
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t(editorTexts.list.removeNamed, { name })}
                  disabled={disabled}
                  onClick={() => remove(path)}
                >
                  {editorTexts.list.remove}
                </button>
              </div>
            </div>
            <div className="editor-item__fields editor-item__fields--columns">
              <TextField
                id={controlId(path, 'label')}
                label={texts.label}
                value={item.label}
                disabled={disabled}
                error={item.label.trim() === '' ? validationMessages.blank : errorAt(path, 'label')}
                onChange={(text) => change({ label: text })}
              />
              <SelectField
                id={controlId(path, 'type')}
                label={texts.type}
                value={item.type}
                choices={typeChoices}
                disabled={disabled}
                error={errorAt(path, 'type')}
                onChange={(type) => change({ type, target: type === 'home' ? null : '' })}
              />
              {item.type === 'site' || item.type === 'branch' ? (
                <SelectField
                  id={controlId(path, 'target')}
                  label={item.type === 'site' ? texts.site : texts.branch}
                  placeholder={item.type === 'site' ? texts.chooseSite : texts.chooseBranch}
                  value={item.target ?? ''}
                  choices={item.type === 'site' ? siteChoices : branchChoices}
                  disabled={disabled}
                  error={errorAt(path, 'target')}
                  onChange={(target) => change({ target })}
                />
              ) : null}
              {item.type === 'link' ? (
                <TextField
                  id={controlId(path, 'target')}
                  label={texts.url}
                  hint={texts.urlHint}
                  value={item.target ?? ''}
                  inputMode="url"
                  autoComplete="off"
                  disabled={disabled}
                  error={errorAt(path, 'target')}
                  onChange={(target) => change({ target })}
                />
              ) : null}
            </div>
            <CheckboxField
              id={controlId(path, 'enabled')}
              label={texts.isEnabled}
              checked={item.isEnabled}
              disabled={disabled}
              onChange={(isEnabled) => change({ isEnabled })}
            />
            {item.children.length === 0 ? null : renderItems(item.children, path)}
            {path.length < MAX_NAVIGATION_DEPTH ? (
              <div className="editor-actions">
                <button
                  id={controlId(path, 'add-child')}
                  type="button"
                  className="button button--secondary button--small"
                  disabled={disabled}
                  onClick={() => add(path)}
                >
                  {t(texts.addChild, { label: name })}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );

  return (
    <fieldset className="editor" id={id}>
      <legend>{label}</legend>
      {value.length === 0 ? <p className="editor__hint">{editorTexts.list.empty}</p> : renderItems(value, [])}
      <div className="editor-actions">
        <button
          id={`${id}-add`}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => add([])}
        >
          {texts.add}
        </button>
      </div>
      {sites.isError || branches.isError ? (
        <FieldError id={`${id}-targets`} error={texts.loadFailed} />
      ) : null}
      <LiveRegion message={message} />
    </fieldset>
  );
}
