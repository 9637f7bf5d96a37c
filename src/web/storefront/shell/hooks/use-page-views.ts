import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../../lib/analytics.js';

/** Every navigation sends a page view to analytics (spec, section 1); a hash change is no new page. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // Development's strict mode runs effects twice; the page was still viewed once.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}
