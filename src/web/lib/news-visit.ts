/** Session storage's note that this visit saw the news: it greets a visit once, not every page opened. */
export const NEWS_SHOWN_KEY = 'tischlein-news-shown';

// Storage can be switched off or full; then the news shows as if the visit were new.
export function newsWasShown(): boolean {
  try {
    return sessionStorage.getItem(NEWS_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

export function noteNewsShown(): void {
  try {
    sessionStorage.setItem(NEWS_SHOWN_KEY, '1');
  } catch {
    // Without storage the next page greets again; nothing else depends on it.
  }
}
