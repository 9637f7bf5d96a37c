import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps the pictures and videos of the playlist in memory as they are fetched (the next one ahead of
 * its turn), so a segment starts without a gap and the TV keeps playing what it has when the network
 * goes. Files no longer in the playlist are let go.
 */
export function useMediaCache(urls: readonly string[]) {
  const cache = useRef(new Map<string, string>());
  const pending = useRef(new Set<string>());
  const [, setVersion] = useState(0);

  const preload = useCallback((url: string | null) => {
    if (url === null || cache.current.has(url) || pending.current.has(url)) return;
    pending.current.add(url);
    fetch(url, { credentials: 'omit' })
      .then(async (response) => {
        if (!response.ok) return;
        cache.current.set(url, URL.createObjectURL(await response.blob()));
        setVersion((version) => version + 1);
      })
      // Offline or gone: the segment plays from its address, and the next turn tries again.
      .catch(() => undefined)
      .finally(() => pending.current.delete(url));
  }, []);

  const wanted = urls.join('\n');
  useEffect(() => {
    const keep = new Set(wanted.split('\n'));
    for (const [url, objectUrl] of cache.current) {
      if (keep.has(url)) continue;
      URL.revokeObjectURL(objectUrl);
      cache.current.delete(url);
    }
  }, [wanted]);

  useEffect(() => {
    const current = cache.current;
    return () => {
      for (const objectUrl of current.values()) URL.revokeObjectURL(objectUrl);
      current.clear();
    };
  }, []);

  const source = useCallback((url: string) => cache.current.get(url) ?? url, []);
  return { preload, source };
}
