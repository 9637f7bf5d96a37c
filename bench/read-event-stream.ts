/**
 * Reads a Server-Sent Events stream until it ends or `signal` aborts it, handing each event's name and
 * data line to `onEvent` as the block arrives. `headers` go with the request (a staff session's cookie).
 */
export async function readEventStream(
  url: string,
  signal: AbortSignal,
  onEvent: (event: string, data: string) => void,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await fetch(url, { signal, headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    // Aborting at the bench's end rejects the pending read; that is the stream's end, not a failure.
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      // Retry lines and keep-alive comments carry no event.
      const event = /^event: (.*)\ndata: (.*)/m.exec(block);
      if (event) onEvent(event[1]!, event[2]!);
    }
  }
}
