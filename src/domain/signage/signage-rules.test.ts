import { describe, expect, it } from 'vitest';
import { isOnline, ONLINE_WITHIN_MS, segmentKind, segmentProblem, signageMessages } from './signage-rules.js';

const empty = { title: '', text: '', url: null, board: null };
const none = { image: null, upload: null, scene: null };

describe('digital signage', () => {
  it('tells what a segment shows', () => {
    expect(segmentKind({ ...none, image: { id: 1 }, content: empty })).toBe('image');
    expect(segmentKind({ ...none, upload: { id: 2 }, content: empty })).toBe('video');
    expect(segmentKind({ ...none, scene: { id: 3 }, content: empty })).toBe('scene');
    expect(segmentKind({ ...none, content: { ...empty, url: 'https://example.at' } })).toBe('webPage');
    expect(segmentKind({ ...none, content: { ...empty, board: 'pickup' } })).toBe('pickupBoard');
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

  it('counts a TV as online while it reported within five minutes', () => {
    const now = new Date('2026-11-20T08:30:00Z');
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS), now)).toBe(true);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS - 1), now)).toBe(false);
  });
});
