/**
 * Moves in a tree of entries with children (navigation items), addressed by their path of indices from
 * the root. Each move returns the new tree and the moved entry's new path, so the editor can keep the
 * keyboard focus on it; a move that is not possible returns undefined and nothing changes.
 */

export interface TreeNode<T> {
  children: T[];
}

export type TreePath = readonly number[];

export interface TreeMove<T> {
  tree: T[];
  path: number[];
}

export function nodeAt<T extends TreeNode<T>>(tree: readonly T[], path: TreePath): T | undefined {
  let level: readonly T[] = tree;
  let node: T | undefined;
  for (const index of path) {
    node = level[index];
    if (node === undefined) return undefined;
    level = node.children;
  }
  return node;
}

/** Replaces the list of children under `parentPath` (the root for []). */
function withChildren<T extends TreeNode<T>>(
  tree: readonly T[],
  parentPath: TreePath,
  change: (children: readonly T[]) => T[],
): T[] {
  const [first, ...rest] = parentPath;
  if (first === undefined) return change(tree);
  return tree.map((node, index) =>
    index === first ? { ...node, children: withChildren(node.children, rest, change) } : node,
  );
}

function split(path: TreePath): { parent: number[]; index: number } | undefined {
  const index = path.at(-1);
  return index === undefined ? undefined : { parent: path.slice(0, -1), index };
}

export function updateNode<T extends TreeNode<T>>(tree: readonly T[], path: TreePath, node: T): T[] {
  const at = split(path);
  if (at === undefined || nodeAt(tree, path) === undefined) return [...tree];
  return withChildren(tree, at.parent, (children) =>
    children.map((current, index) => (index === at.index ? node : current)),
  );
}

export function removeNode<T extends TreeNode<T>>(tree: readonly T[], path: TreePath): T[] {
  const at = split(path);
  if (at === undefined || nodeAt(tree, path) === undefined) return [...tree];
  return withChildren(tree, at.parent, (children) => children.filter((_, index) => index !== at.index));
}

/** Adds a node as the last child of `parentPath` ([] for the top level). */
export function appendNode<T extends TreeNode<T>>(
  tree: readonly T[],
  parentPath: TreePath,
  node: T,
): TreeMove<T> | undefined {
  const parent = parentPath.length === 0 ? undefined : nodeAt(tree, parentPath);
  if (parentPath.length > 0 && parent === undefined) return undefined;
  const length = parent === undefined ? tree.length : parent.children.length;
  return {
    tree: withChildren(tree, parentPath, (children) => [...children, node]),
    path: [...parentPath, length],
  };
}

function swapWithSibling<T extends TreeNode<T>>(
  tree: readonly T[],
  path: TreePath,
  offset: -1 | 1,
): TreeMove<T> | undefined {
  const at = split(path);
  if (at === undefined) return undefined;
  const siblings = at.parent.length === 0 ? tree : nodeAt(tree, at.parent)?.children;
  const target = at.index + offset;
  if (siblings === undefined || at.index >= siblings.length || target < 0 || target >= siblings.length) {
    return undefined;
  }
  return {
    tree: withChildren(tree, at.parent, (children) => {
      const copy = [...children];
      [copy[at.index], copy[target]] = [copy[target] as T, copy[at.index] as T];
      return copy;
    }),
    path: [...at.parent, target],
  };
}

export function moveNodeUp<T extends TreeNode<T>>(tree: readonly T[], path: TreePath) {
  return swapWithSibling(tree, path, -1);
}

export function moveNodeDown<T extends TreeNode<T>>(tree: readonly T[], path: TreePath) {
  return swapWithSibling(tree, path, 1);
}

/** The node becomes the last child of the sibling above it. */
export function indentNode<T extends TreeNode<T>>(
  tree: readonly T[],
  path: TreePath,
): TreeMove<T> | undefined {
  const at = split(path);
  const node = nodeAt(tree, path);
  if (at === undefined || node === undefined || at.index === 0) return undefined;
  const newParent = [...at.parent, at.index - 1];
  return appendNode(removeNode(tree, path), newParent, node);
}

/** The node leaves its parent and follows right after it. */
export function outdentNode<T extends TreeNode<T>>(
  tree: readonly T[],
  path: TreePath,
): TreeMove<T> | undefined {
  const at = split(path);
  const node = nodeAt(tree, path);
  const parentAt = at === undefined ? undefined : split(at.parent);
  if (at === undefined || node === undefined || parentAt === undefined) return undefined;
  const target = parentAt.index + 1;
  return {
    tree: withChildren(removeNode(tree, path), parentAt.parent, (children) => [
      ...children.slice(0, target),
      node,
      ...children.slice(target),
    ]),
    path: [...parentAt.parent, target],
  };
}
