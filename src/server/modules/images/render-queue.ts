/**
 * Runs at most `limit` tasks at once; the rest wait in order. Image variants are rendered on their first
 * request, and a page of a new menu asks for dozens at once (three formats each): unbounded, sharp would
 * take every core and the memory of each decoded picture, and the order and status calls would wait.
 */
export function taskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
