import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tischlein-map-stack-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const node = (args: string[], options: { cwd?: string; input?: string } = {}) =>
  spawnSync(process.execPath, args, { cwd: options.cwd ?? root, input: options.input, encoding: 'utf8' });

describe('npm run stack', () => {
  it('names the TypeScript file and line of each frame the production build threw from', () => {
    writeFileSync(
      join(folder, 'boom.ts'),
      [
        'type Order = { id: number };',
        'export function refuse(order: Order): never {',
        '  const reason: string = `order ${order.id}`;',
        '  throw new Error(reason);',
        '}',
        'refuse({ id: 7 });',
        '',
      ].join('\n'),
    );
    // Built as `npm start` builds the server, and run as the service runs it: without source maps.
    const built = node(['scripts/build-server.mjs', join(folder, 'boom.ts'), join(folder, 'dist')]);
    expect(built.status, built.stderr).toBe(0);
    const crashed = node([join(folder, 'dist', 'boom.js')]);
    expect(crashed.status).not.toBe(0);
    expect(crashed.stderr).toMatch(/boom\.js:\d+:\d+/);
    expect(crashed.stderr).not.toContain('boom.ts');

    const mapped = node([join(root, 'scripts/map-stack.mjs')], { cwd: folder, input: crashed.stderr });
    expect(mapped.status, mapped.stderr).toBe(0);
    expect(mapped.stdout).toMatch(/at refuse \(boom\.ts:4:9\)/);
    expect(mapped.stdout).toMatch(/boom\.ts:6:1/);
    expect(mapped.stdout).toContain('Error: order 7');
  });

  it('leaves lines without a source map as they are', () => {
    const line =
      '    at Module._compile (node:internal/modules/cjs/loader:1554:14)\n    at /nowhere/x.js:3:4';
    const mapped = node([join(root, 'scripts/map-stack.mjs')], { input: line });
    expect(mapped.stdout).toBe(line);
  });
});
