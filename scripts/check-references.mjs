// `node scripts/check-references.mjs`: fails when a comment or a document cites something that is not in the
// repository: an ADR by number ("ADR" and three digits) without its file in docs/decisions, a migration by
// number ("migration" and four digits) or by file name (four digits, an underscore, a name, .sql) that is
// not in src/server/db/migrations, a path under docs/ that does not exist, or a relative markdown link in
// README.md or docs/ whose file (or heading, after #) is missing. Plain Node, no dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const codeFolders = ['src', 'scripts', 'bench', 'tests', 'deploy'];
const skipped = new Set(['node_modules', 'dist', 'meta', '.cache', 'test-results', 'playwright-report']);
const textFile = /\.(ts|tsx|mts|js|mjs|cjs|sh|sql|css|html|json|md|service|timer|conf|ya?ml)$/;

function filesUnder(folder) {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [folder];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const child = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(child);
    return textFile.test(entry.name) ? [child] : [];
  });
}

const adrFolder = 'docs/decisions';
const adrs = new Set(
  readdirSync(join(root, adrFolder))
    .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
    .filter(Boolean),
);
const migrationFolder = 'src/server/db/migrations';
const migrationFiles = readdirSync(join(root, migrationFolder)).filter((name) =>
  /^\d{4}_.+\.sql$/.test(name),
);
const migrationNumbers = new Set(migrationFiles.map((name) => name.slice(0, 4)));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const problems = [];
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function checkFile(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const report = (index, message) => problems.push(`${file}:${lineOf(text, index)}: ${message}`);

  // "ADR 012", "ADRs 031 and 033", "ADR 030, 036 and 042", "ADR 032/033".
  for (const match of text.matchAll(
    /\bADRs?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*[/–-]\s*)\d{3})*)/g,
  )) {
    for (const number of match[1].match(/\d{3}/g)) {
      if (!adrs.has(number)) report(match.index, `ADR ${number} has no file in ${adrFolder}`);
    }
  }
  // "migration 0014", "migrations 0003 and 0005", "Migration 0012's".
  for (const match of text.matchAll(
    /\b[Mm]igrations?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s*[/–-]\s*)\d{4})*)\b/g,
  )) {
    for (const number of match[1].match(/\d{4}/g)) {
      if (!migrationNumbers.has(number))
        report(match.index, `migration ${number} is not in ${migrationFolder}`);
    }
  }
  for (const match of text.matchAll(/\b(\d{4}_[\w.-]*?)\.sql\b/g)) {
    if (!migrationFiles.includes(`${match[1]}.sql`)) {
      report(match.index, `${match[1]}.sql is not in ${migrationFolder}`);
    }
  }
  // A path into docs/ named in a comment or a document, as in "docs/decisions/003-public-data-cache.md".
  for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*\.md\b/g)) {
    if (!existsSync(join(root, match[0]))) report(match.index, `${match[0]} does not exist`);
  }
  if (!file.endsWith('.md')) return;
  // Relative markdown links, and the heading they point at.
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path, anchor] = target.split('#');
    const resolved = path === '' ? file : relative(root, resolve(dirname(join(root, file)), path));
    if (!existsSync(join(root, resolved))) {
      report(match.index, `link to ${target}: ${resolved} does not exist`);
    } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(decodeURIComponent(anchor))) {
      report(match.index, `link to ${target}: ${resolved} has no heading #${anchor}`);
    }
  }
}

const files = [
  ...codeFolders.flatMap(filesUnder),
  'README.md',
  ...filesUnder('docs').filter((file) => file.endsWith('.md')),
];
for (const file of files) checkFile(file);

if (problems.length > 0) {
  console.error(`References to things that do not exist (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`references: ${files.length} files, every cited ADR, migration and link exists`);
