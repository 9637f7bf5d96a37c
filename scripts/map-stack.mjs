// `npm run stack < trace.txt`: prints a stack trace from the server's log with the TypeScript files and
// lines in place of dist/server/main.js:line:column. The server runs without --enable-source-maps
// (ADR 042): Node keeps a loaded source map's decoded mappings for the life of the process, about
// 130,000 arrays the garbage collector marks again on every major collection. The map stays on disk
// beside the build and is read here, when a trace needs it.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A location in a stack frame: `file:///…/main.js:12:34` or `/…/main.js:12:34`. */
const LOCATION = /((?:file:\/\/)?[^\s()]+\.m?js):(\d+):(\d+)/g;

const maps = new Map();

/** The source map beside a built file, or null when it has none. */
function mapOf(file) {
  const path = file.startsWith('file://') ? fileURLToPath(file) : file;
  if (!maps.has(path)) {
    const mapPath = `${path}.map`;
    maps.set(
      path,
      existsSync(mapPath)
        ? { dir: dirname(mapPath), map: new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8'))) }
        : null,
    );
  }
  return maps.get(path);
}

/** One line of a trace with each built location replaced by its source's, others left as they are. */
export function mapLine(line) {
  return line.replace(LOCATION, (whole, file, line, column) => {
    const found = mapOf(file);
    if (found === null) return whole;
    // SourceMap counts lines and columns from 0, stack traces from 1.
    const entry = found.map.findEntry(Number(line) - 1, Number(column) - 1);
    if (entry.originalSource === undefined) return whole;
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : resolve(found.dir, entry.originalSource);
    return `${relative(process.cwd(), source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const input = readFileSync(0, 'utf8');
  process.stdout.write(input.split('\n').map(mapLine).join('\n'));
}
