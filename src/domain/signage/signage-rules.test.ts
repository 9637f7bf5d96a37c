import { describe, expect, it } from 'vitest';
import { isOnline, ONLINE_WITHIN_MS, segmentKind, segmentProblem, signageMessages } from './signage-rules.js';

const empty = { title: '', text: '' };

describe('digital signage', () => {
  it('tells what a segment shows', () => {
    expect(segmentKind({ image: { id: 1 }, upload: null })).toBe('image');
    expect(segmentKind({ image: null, upload: { id: 2 } })).toBe('video');
    expect(segmentKind({ image: null, upload: null })).toBe('text');
  });

  it('refuses a segment with both a picture and a video, or with nothing', () => {
    expect(segmentProblem({ image: { id: 1 }, upload: { id: 2 }, content: empty })).toEqual({
      field: 'upload',
      message: signageMessages.imageAndVideo,
    });
    expect(segmentProblem({ image: null, upload: null, content: empty })).toEqual({
      field: 'content.title',
      message: signageMessages.nothingToShow,
    });
    expect(
      segmentProblem({ image: null, upload: null, content: { title: 'Tagesteller', text: '' } }),
    ).toBeUndefined();
    expect(segmentProblem({ image: { id: 1 }, upload: null, content: empty })).toBeUndefined();
  });

  it('counts a TV as online while it reported within five minutes', () => {
    const now = new Date('2026-11-20T08:30:00Z');
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS), now)).toBe(true);
    expect(isOnline(new Date(now.getTime() - ONLINE_WITHIN_MS - 1), now)).toBe(false);
  });
});
