import { describe, expect, it } from 'vitest';
import {
  isOnline,
  ONLINE_WITHIN_MS,
  sceneTemplateId,
  segmentKind,
  segmentProblem,
  signageMessages,
} from './signage-rules.js';

const empty = { title: '', text: '', url: null, board: null };
const none = { image: null, upload: null, scene: null };

describe('digital signage', () => {
  it('tells what a segment shows', () => {
    expect(segmentKind({ ...none, image: { id: 1 }, content: empty })).toBe('image');
    expect(segmentKind({ ...none, upload: { id: 2 }, content: empty })).toBe('video');
    expect(segmentKind({ ...none, scene: { id: 3 }, content: empty })).toBe('scene');
    expect(segmentKind({ ...none, content: { ...empty, url: 'https://example.at' } })).toBe('webPage');
    expect(segmentKind({ ...none, content: { ...empty, board: 'pickup' } })).toBe('pickupBoard');
    expect(segmentKind({ ...none, content: { ...empty, board: 'menu' } })).toBe('menuBoard');
    expect(segmentKind({ ...none, content: empty })).toBe('text');
  });

  it('refuses a segment with two things to show, or with nothing', () => {
    expect(segmentProblem({ ...none, image: { id: 1 }, upload: { id: 2 }, content: empty })).toEqual({
      field: 'upload',
      message: signageMessages.imageAndVideo,
    });
    expect(segmentProblem({ ...none, scene: { id: 3 }, content: { ...empty, board: 'pickup' } })).toEqual({
      field: 'content.board',
      message: signageMessages.oneSource,
    });
    expect(segmentProblem({ ...none, content: empty })).toEqual({
      field: 'content.title',
      message: signageMessages.nothingToShow,
    });
    expect(segmentProblem({ ...none, content: { ...empty, title: 'Tagesteller' } })).toBeUndefined();
    expect(segmentProblem({ ...none, image: { id: 1 }, content: empty })).toBeUndefined();
    expect(segmentProblem({ ...none, content: { ...empty, board: 'pickup' } })).toBeUndefined();
  });

  it('takes a menu and categories for the menu board only', () => {
    const menuBoard = { ...empty, board: 'menu' as const, menu: 2, categories: [3] };
    expect(segmentProblem({ ...none, content: menuBoard })).toBeUndefined();
    expect(segmentProblem({ ...none, content: { ...menuBoard, board: 'pickup' } })).toEqual({
      field: 'content.menu',
      message: signageMessages.menuOnly,
    });
    expect(segmentProblem({ ...none, content: { ...empty, title: 'Karte', categories: [3] } })).toEqual({
      field: 'content.categories',
      message: signageMessages.menuOnly,
    });
    expect(segmentProblem({ ...none, scene: { id: 1 }, content: menuBoard })).toEqual({
      field: 'content.board',
      message: signageMessages.oneSource,
    });
  });

  it('counts a TV as online while it reported within five minutes', () => {
    const now = new Date('2026-11-20T08:30:00Z');
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS), now)).toBe(true);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS - 1), now)).toBe(false);
  });

  it('reads the image template a scene shows, if it names one', () => {
    expect(sceneTemplateId({ imageTemplate: 3 })).toBe(3);
    expect(sceneTemplateId({ imageTemplate: { id: 4 }, title: 'x' })).toBe(4);
    for (const content of [
      {},
      { imageTemplate: '3' },
      { imageTemplate: 0 },
      { imageTemplate: 1.5 },
      { imageTemplate: null },
    ])
      expect(sceneTemplateId(content)).toBeNull();
  });
});
