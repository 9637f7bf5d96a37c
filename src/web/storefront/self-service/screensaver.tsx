import { useEffect, useRef } from 'react';
import { useInitData } from '../../api/init.js';
import { selfServiceDe } from '../../i18n/self-service.js';

/** The kiosk's idle screen until the next guest taps it (spec, section 2). */
export function Screensaver({ onWake }: { onWake: () => void }) {
  const { '/api/config': config } = useInitData();
  const button = useRef<HTMLButtonElement>(null);
  const shopName = config.shopName || config.title;

  // The page behind is inert: a keyboard at the kiosk starts on the one thing there is to do.
  useEffect(() => button.current?.focus(), []);

  return (
    <button ref={button} type="button" className="screensaver" onClick={onWake}>
      <span className="screensaver__shop" aria-hidden="true">
        {shopName}
      </span>
      <span className="screensaver__call">{selfServiceDe.screensaver}</span>
    </button>
  );
}
