import { useEffect, useRef, useState } from 'react';
import { useBottomNotice } from '../hooks/use-bottom-notice.js';
import { pwaDe } from '../i18n/pwa.js';
import { readCookie, writeCookie } from '../lib/cookies.js';
import { installPlatform, PWA_DISMISS_COOKIE, PWA_DISMISS_DAYS, promptDelay } from './install-rules.js';
import { usePwaState, useInstallSituation } from './pwa-components.js';
import { closeInstallPrompt, hasInstallEvent, install, openInstallPrompt } from './pwa-state.js';

/** Safari's share icon, as the hint names it. */
function ShareIcon() {
  return (
    <svg className="install-prompt__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function PromptContent() {
  const { canInstall } = usePwaState();
  const ref = useRef<HTMLElement>(null);
  useBottomNotice(ref);
  const platform = installPlatform({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    hasInstallEvent: hasInstallEvent(),
  });
  const notNow = () => {
    writeCookie(PWA_DISMISS_COOKIE, 'true', PWA_DISMISS_DAYS);
    closeInstallPrompt();
  };

  return (
    <section ref={ref} className="bottom-notice install-prompt" aria-labelledby="install-prompt-title">
      <div className="bottom-notice__inner install-prompt__inner container">
        <div className="install-prompt__text">
          <h2 id="install-prompt-title" className="install-prompt__title">
            {pwaDe.install}
          </h2>
          <p>{pwaDe.promptText}</p>
          <p className="install-prompt__hint">
            {platform === 'ipad' || platform === 'iphone' ? <ShareIcon /> : null}
            {pwaDe.hints[platform]}
          </p>
        </div>
        <div className="install-prompt__actions">
          {platform === 'browser' ? (
            // Until the browser's install event arrives the button waits (storefront spec).
            <button type="button" className="button" disabled={!canInstall} onClick={() => void install()}>
              {canInstall ? pwaDe.install : pwaDe.installing}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={notNow}>
            {pwaDe.notNow}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The install prompt (storefront spec, app shell and section 8): 250 ms after the guest answered the
 * cookie banner, or 5 s after load when the answer was given before; never over the banner, never after
 * 'Jetzt nicht' (for a month), nor where the app is installed, running standalone or not installable.
 */
export function InstallPrompt({ isEnabled, isAnswered }: { isEnabled: boolean; isAnswered: boolean }) {
  const { isPromptOpen } = usePwaState();
  const situation = useInstallSituation(isEnabled);
  // The answer as the page loaded: a guest who answered before waits 5 s, one answering now 250 ms.
  const [wasAnsweredOnLoad] = useState(isAnswered);
  const delay =
    situation === undefined
      ? undefined
      : promptDelay({
          ...situation,
          isDismissed: readCookie(PWA_DISMISS_COOKIE) === 'true',
          isAnswered,
          wasAnsweredOnLoad,
        });

  useEffect(() => {
    if (delay === undefined) return undefined;
    const timer = window.setTimeout(openInstallPrompt, delay);
    return () => window.clearTimeout(timer);
  }, [delay]);

  if (!isPromptOpen || !isAnswered || situation === undefined || !situation.isEnabled) return null;
  return <PromptContent />;
}
