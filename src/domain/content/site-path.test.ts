import { describe, expect, it } from 'vitest';
import { normalisePath, pathProblem, targetsPath } from './site-path.js';

describe('page paths', () => {
  it('drops slashes at either end and surrounding spaces', () => {
    expect(normalisePath(' /ueber-uns/ ')).toBe('ueber-uns');
    expect(normalisePath('//site/impressum')).toBe('site/impressum');
  });

  it.each(['ueber-uns', 'site/terms-and-conditions', 'news/2026/advent_1', 'a', 'v1.2'])(
    'accepts %s',
    (path) => {
      expect(pathProblem(path)).toBeUndefined();
    },
  );

  it.each([
    ['', 'blank'],
    ['Ueber-Uns', 'format'],
    ['über-uns', 'format'],
    ['site//impressum', 'format'],
    ['a b', 'format'],
    ['../etc', 'format'],
    ['-start', 'format'],
    ['store/dornbirn', 'reserved'],
    ['api', 'reserved'],
    ['backend/login', 'reserved'],
    ['fruehstuecksanfrage/termin', 'reserved'],
    ['x'.repeat(201), 'tooLong'],
  ])('refuses %j as %s', (path, problem) => {
    expect(pathProblem(path)).toBe(problem);
  });

  it('reserves only the first segment', () => {
    expect(pathProblem('news/store')).toBeUndefined();
    expect(pathProblem('stores')).toBeUndefined();
  });
});

describe('a link target leading to a path', () => {
  it.each([
    ['/agb', true],
    ['/agb/', true],
    ['/agb?utm=x', true],
    ['/agb#teil-2', true],
    ['/agb-neu', false],
    ['https://example.com/agb', false],
    ['/site/agb', false],
  ])('%s leads to agb: %s', (target, expected) => {
    expect(targetsPath(target, 'agb')).toBe(expected);
  });
});
