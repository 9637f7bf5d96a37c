import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds a data folder: enough to tell a live holder from a dead one whose pid was reused. */
export type LockHolder = { pid: number; startedAt: string; host: string; since: string };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Tischlein: the data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `(running since ${holder.since}). Two servers on one embedded database lose orders: stop that ` +
        `process first, or give this one its own DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { readonly path: string; release(): void };

export const LOCK_FILE = 'tischlein.lock';

/**
 * When the kernel started a process (Linux: clock ticks since boot, field 22 of /proc/<pid>/stat), so a
 * pid reused by an unrelated process after a kill -9 does not look like the old holder. Empty elsewhere:
 * then a live pid counts as the holder.
 */
function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses; the fields after its last ')' are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holds(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // a folder shared over the network: never guess
  if (!isAlive(holder.pid)) return false;
  const startedAt = processStartTime(holder.pid);
  return startedAt === '' || holder.startedAt === '' || startedAt === holder.startedAt;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      startedAt: String(parsed.startedAt ?? ''),
      host: String(parsed.host ?? ''),
      since: String(parsed.since ?? ''),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    // Half written (the holder died between creating and writing it): nobody holds it.
    return undefined;
  }
}

/**
 * Takes the data folder for this process, or throws DataDirInUseError naming the live holder. The lock
 * file is created exclusively; a file left by a dead process (kill -9, power loss) is taken over. Taking
 * over renames the stale file aside first, so of two processes taking over at once only one wins.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, text);
      closeSync(fd);
      return {
        path,
        release: () => {
          try {
            if (readFileSync(path, 'utf8') === text) unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: LockHolder | undefined;
    try {
      holder = readHolder(path);
    } catch {
      continue; // released meanwhile
    }
    if (holder && holds(holder)) throw new DataDirInUseError(dataDir, holder);
    takeOver(dataDir, path, holder);
  }
  throw new Error(`Tischlein: could not take the lock file ${path}; is another server starting?`);
}

function takeOver(dataDir: string, path: string, stale: LockHolder | undefined) {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // another process took it over first
  }
  const moved = readHolder(aside);
  const sameAsJudged = JSON.stringify(moved) === JSON.stringify(stale);
  if (!sameAsJudged && moved && holds(moved)) {
    // Between reading and renaming another process took the stale lock over: give its lock back.
    try {
      linkSync(aside, path);
    } finally {
      unlinkSync(aside);
    }
    throw new DataDirInUseError(dataDir, moved);
  }
  unlinkSync(aside);
}
