import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendNode,
  indentNode,
  moveNodeDown,
  moveNodeUp,
  nodeAt,
  outdentNode,
  removeNode,
  updateNode,
  type TreeNode,
} from './tree-moves.js';

interface Item extends TreeNode<Item> {
  label: string;
}

const item = (label: string, children: Item[] = []): Item => ({ label, children });

/** The tree as text, e.g. 'a(b c) d', so that expectations read like the tree. */
function shape(tree: readonly Item[]): string {
  return tree
    .map((node) => (node.children.length === 0 ? node.label : `${node.label}(${shape(node.children)})`))
    .join(' ');
}

function labels(tree: readonly Item[]): string[] {
  return tree.flatMap((node) => [node.label, ...labels(node.children)]);
}

function paths(tree: readonly Item[], parent: number[] = []): number[][] {
  return tree.flatMap((node, index) => [[...parent, index], ...paths(node.children, [...parent, index])]);
}

const sample = () => [item('a', [item('b'), item('c')]), item('d'), item('e', [item('f')])];

describe('tree moves', () => {
  it('finds nodes by path', () => {
    expect(nodeAt(sample(), [0, 1])?.label).toBe('c');
    expect(nodeAt(sample(), [2, 0])?.label).toBe('f');
    expect(nodeAt(sample(), [1, 0])).toBeUndefined();
    expect(nodeAt(sample(), [])).toBeUndefined();
  });

  it('moves a node up and down among its siblings', () => {
    expect(moveNodeUp(sample(), [0, 1])).toEqual({ tree: expect.anything(), path: [0, 0] });
    expect(shape(moveNodeUp(sample(), [0, 1])!.tree)).toBe('a(c b) d e(f)');
    expect(shape(moveNodeDown(sample(), [1])!.tree)).toBe('a(b c) e(f) d');
    expect(moveNodeUp(sample(), [0])).toBeUndefined();
    expect(moveNodeDown(sample(), [0, 1])).toBeUndefined();
    expect(moveNodeDown(sample(), [2])).toBeUndefined();
  });

  it('indents a node under the sibling above it, as its last child', () => {
    const moved = indentNode(sample(), [1])!;
    expect(shape(moved.tree)).toBe('a(b c d) e(f)');
    expect(moved.path).toEqual([0, 2]);
    expect(shape(indentNode(sample(), [0, 1])!.tree)).toBe('a(b(c)) d e(f)');
    expect(indentNode(sample(), [0])).toBeUndefined();
    expect(indentNode(sample(), [0, 0])).toBeUndefined();
  });

  it('outdents a node to right after its parent, with its own children', () => {
    const moved = outdentNode(sample(), [0, 0])!;
    expect(shape(moved.tree)).toBe('a(c) b d e(f)');
    expect(moved.path).toEqual([1]);
    const nested = [item('a', [item('b', [item('c', [item('x')])])])];
    expect(shape(outdentNode(nested, [0, 0, 0])!.tree)).toBe('a(b c(x))');
    expect(outdentNode(sample(), [1])).toBeUndefined();
  });

  it('adds, changes and removes nodes', () => {
    const added = appendNode(sample(), [1], item('g'))!;
    expect(shape(added.tree)).toBe('a(b c) d(g) e(f)');
    expect(added.path).toEqual([1, 0]);
    expect(appendNode(sample(), [], item('g'))!.path).toEqual([3]);
    expect(appendNode(sample(), [7], item('g'))).toBeUndefined();
    expect(shape(updateNode(sample(), [2, 0], item('F')))).toBe('a(b c) d e(F)');
    expect(shape(removeNode(sample(), [0]))).toBe('d e(f)');
    expect(shape(removeNode(sample(), [0, 5]))).toBe('a(b c) d e(f)');
  });

  it('does not change the tree it was given', () => {
    const tree = sample();
    indentNode(tree, [1]);
    outdentNode(tree, [0, 0]);
    moveNodeUp(tree, [0, 1]);
    removeNode(tree, [0, 0]);
    expect(shape(tree)).toBe('a(b c) d e(f)');
  });

  const subtree: fc.Memo<Item[]> = fc.memo((depth) =>
    fc.array(
      fc.record({
        label: fc.string({ maxLength: 2 }),
        children: depth > 1 ? subtree(depth - 1) : fc.constant<Item[]>([]),
      }),
      { maxLength: 3 },
    ),
  );
  const trees = subtree(4);

  it('keeps every node, finds the moved one at the new path, and the reverse move undoes it', () => {
    fc.assert(
      fc.property(
        trees
          .filter((tree) => tree.length > 0)
          .chain((tree) => fc.tuple(fc.constant(tree), fc.constantFrom(...paths(tree)))),
        ([tree, path]) => {
          const node = nodeAt(tree, path);
          const pairs = [
            [indentNode, outdentNode],
            [moveNodeUp, moveNodeDown],
            [moveNodeDown, moveNodeUp],
          ] as const;
          for (const [move, back] of pairs) {
            const moved = move(tree, path);
            if (moved === undefined) continue;
            expect(labels(moved.tree).sort()).toEqual(labels(tree).sort());
            expect(nodeAt(moved.tree, moved.path)).toEqual(node);
            expect(back(moved.tree, moved.path)).toEqual({ tree, path });
          }
          const out = outdentNode(tree, path);
          if (out !== undefined) {
            expect(labels(out.tree).sort()).toEqual(labels(tree).sort());
            expect(nodeAt(out.tree, out.path)).toEqual(node);
          }
        },
      ),
    );
  });
});
