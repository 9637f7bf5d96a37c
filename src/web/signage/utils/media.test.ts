import { describe, expect, it } from 'vitest';
import type { PlayerSegment } from '../../../domain/schemas/signage-player.js';
import { mediaUrl } from './media.js';

const base = '/api/signage/7/schluessel';
const segment = (overrides: Partial<PlayerSegment>): PlayerSegment => ({
  id: 1,
  name: 'Tafel',
  kind: 'text',
  image: null,
  upload: null,
  scene: null,
  durationSeconds: 10,
  content: { title: 'Tafel', text: '', url: null, board: null, menu: null, categories: [], schedule: null },
  ...overrides,
});
const scene = (imageTemplate: { id: number; tag: string } | null) => ({
  id: 4,
  name: 'Mittag',
  content: {},
  imageTemplate,
});

describe('mediaUrl', () => {
  it("plays a scene's template picture under the TV's address, named by its version", () => {
    expect(mediaUrl(segment({ kind: 'scene', scene: scene({ id: 3, tag: 'ab12' }) }), base)).toBe(
      '/api/signage/7/schluessel/scenes/4/image.png?v=ab12',
    );
  });

  it('has no file for a scene without a template, a text slide or a board', () => {
    expect(mediaUrl(segment({ kind: 'scene', scene: scene(null) }), base)).toBeNull();
    expect(mediaUrl(segment({}), base)).toBeNull();
    expect(mediaUrl(segment({ kind: 'menuBoard' }), base)).toBeNull();
  });
});
