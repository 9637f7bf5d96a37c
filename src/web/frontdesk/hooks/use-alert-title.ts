import { useEffect } from 'react';

/** The tab title alternates with the alert once a second, so a board in a background tab still shows it. */
export function useAlertTitle(title: string, alert: string | null): void {
  useEffect(() => {
    document.title = alert ?? title;
    if (alert === null) return;
    let showsAlert = true;
    const timer = window.setInterval(() => {
      showsAlert = !showsAlert;
      document.title = showsAlert ? alert : title;
    }, 1_000);
    return () => {
      window.clearInterval(timer);
      document.title = title;
    };
  }, [title, alert]);
}
