/**
 * A slide's player starts on its own and without the video's title over it (storefront spec). The
 * parameters are the ones the common players (Vimeo, YouTube) read; others ignore them.
 */
export function embedSrc(url: string, autoplay: boolean): string {
  if (!URL.canParse(url)) return url;
  const address = new URL(url);
  if (autoplay) {
    address.searchParams.set('autoplay', '1');
    // Browsers only start a video on their own without sound.
    address.searchParams.set('muted', '1');
    address.searchParams.set('mute', '1');
  }
  address.searchParams.set('title', '0');
  return address.href;
}
