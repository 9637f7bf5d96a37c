/**
 * Opens a Server-Sent Events answer over real HTTP and collects the data of every `event` it carries,
 * parsed as JSON, with the moment it arrived. A refused stream (not 200) is returned unread.
 */
export async function followEvents<Data>(url: string, event: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  const heard: { at: number; data: Data }[] = [];
  if (response.status !== 200) return { status: response.status, response, heard };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pattern = new RegExp(`^event: ${event}\\ndata: (.*)$`, 'm');
  void (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += chunk.value;
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const match = pattern.exec(text.slice(0, end));
        if (match) heard.push({ at: performance.now(), data: JSON.parse(match[1]!) as Data });
        text = text.slice(end + 2);
      }
    }
  })();
  return { status: response.status, response, heard };
}
