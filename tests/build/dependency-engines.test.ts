import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Every installed package must accept the oldest Node the app promises to run on: a transitive update
// that asks for a newer Node installs with a warning only, and then may fail on a machine that follows
// package.json's own engines field.
interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const manifest = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };

describe('dependency engines', () => {
  const oldestNode = semver.minVersion(manifest.engines.node);

  it('names a lowest supported Node version', () => {
    expect(oldestNode).not.toBeNull();
  });

  it('installs no package that refuses that Node version', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || !oldestNode || semver.satisfies(oldestNode, range, { loose: true })) return [];
        return [`${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} needs node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
