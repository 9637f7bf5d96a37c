import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoading, loaderNameMatches, runningLoaders, startLoader, stopLoader } from './loaders.js';

describe('loader names', () => {
  it('matches a name exactly without a wildcard', () => {
    expect(loaderNameMatches('entities.products.list', 'entities.products.list')).toBe(true);
    expect(loaderNameMatches('entities.products.list', 'entities.products.list.x')).toBe(false);
    expect(loaderNameMatches('entities.products', 'entities.products.list')).toBe(false);
  });

  it('lets * stand for any run of characters, dots included', () => {
    expect(loaderNameMatches('entities.*', 'entities.products.list')).toBe(true);
    expect(loaderNameMatches('entities.*.list', 'entities.products.list')).toBe(true);
    expect(loaderNameMatches('entities.*.list', 'entities.products.get')).toBe(false);
    expect(loaderNameMatches('*', 'anything')).toBe(true);
  });

  it('treats dots and other pattern characters in names literally', () => {
    expect(loaderNameMatches('a.b', 'axb')).toBe(false);
    expect(loaderNameMatches('a+(b)', 'a+(b)')).toBe(true);
  });

  it('a name always matches itself and the lone wildcard', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const literal = name.replaceAll('*', '');
        return loaderNameMatches(literal, literal) && loaderNameMatches('*', literal);
      }),
    );
  });
});

describe('running loaders', () => {
  it('counts a name started twice until it has been stopped twice', () => {
    let counts = startLoader(startLoader({}, 'config.save'), 'config.save');
    counts = stopLoader(counts, 'config.save');
    expect(isLoading(counts, 'config.*')).toBe(true);
    counts = stopLoader(counts, 'config.save');
    expect(isLoading(counts, 'config.*')).toBe(false);
    expect(counts).toEqual({});
  });

  it('stopping a name that never started leaves the others alone', () => {
    const counts = startLoader({}, 'logs.list');
    expect(stopLoader(counts, 'config.save')).toEqual(counts);
  });

  it('lists the names a pattern finds', () => {
    const counts = startLoader(startLoader({}, 'entities.products.list'), 'logs.list');
    expect(runningLoaders(counts, 'entities.*')).toEqual(['entities.products.list']);
    expect(runningLoaders(counts).sort()).toEqual(['entities.products.list', 'logs.list']);
  });

  it('after every start is matched by a stop nothing is loading', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b.c', 'b.d', 'e')), (names) => {
        let counts = names.reduce(startLoader, {});
        for (const name of [...names].reverse()) counts = stopLoader(counts, name);
        return !isLoading(counts, '*');
      }),
    );
  });
});
