import { useEffect, useRef, useState } from 'react';
import {
  acceptAll,
  consentCategories,
  refuseAll,
  type ConsentChoice,
} from '../../../../domain/consent/consent-state.js';
import { useInitData } from '../../../api/init.js';
import { useBottomNotice } from '../../../hooks/use-bottom-notice.js';
import { consentDe } from '../../../i18n/consent.js';
import { de } from '../../../i18n/de.js';
import { saveConsent } from '../../../lib/consent.js';
import { legalPages } from '../../../lib/legal-pages.js';
import { paths } from '../../../paths.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { useCookieConsent, useIsSettingsRequested } from '../hooks/use-cookie-consent.js';
import { COOKIE_SETTINGS_BUTTON_ID } from './cookie-settings-button.js';

/** The categories to choose from: the guest's current choice when reopened, none ticked at first. */
function CategoryChoice({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
}) {
  return (
    <fieldset className="cookie-banner__categories">
      <legend className="cookie-banner__legend">{consentDe.settingsTitle}</legend>
      <label className="checkbox">
        <input type="checkbox" checked disabled />
        <span>
          <strong>{consentDe.categories.necessary.label}</strong>
          <br />
          {consentDe.categories.necessary.text}
        </span>
      </label>
      {consentCategories.map((category) => (
        <label key={category} className="checkbox">
          <input
            type="checkbox"
            checked={choice[category]}
            onChange={(event) => onChange({ ...choice, [category]: event.target.checked })}
          />
          <span>
            <strong>{consentDe.categories[category].label}</strong>
            <br />
            {consentDe.categories[category].text}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface OpenBannerProps {
  initial: ConsentChoice;
  isReopened: boolean;
}

function OpenBanner({ initial, isReopened }: OpenBannerProps) {
  const { '/api/config': config } = useInitData();
  const ref = useRef<HTMLElement>(null);
  const [showsSettings, setShowsSettings] = useState(isReopened);
  const [choice, setChoice] = useState(initial);
  useBottomNotice(ref);
  const privacy = legalPages(config).find((page) => page.path === paths.legal.privacy);

  useEffect(() => {
    // The keyboard goes to the first choice when the categories open (from 'Einstellungen' or the footer).
    if (showsSettings) ref.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [showsSettings]);

  useEffect(() => {
    // Opened from the footer: once saved, the keyboard is given back there.
    if (!isReopened) return undefined;
    return () => document.getElementById(COOKIE_SETTINGS_BUTTON_ID)?.focus();
  }, [isReopened]);

  return (
    <section ref={ref} className="bottom-notice cookie-banner" aria-label={de.cookies.label}>
      <div className="bottom-notice__inner cookie-banner__inner container">
        <p className="cookie-banner__text">
          {de.cookies.text}{' '}
          {privacy === undefined ? null : <SmartLink to={privacy.href}>{de.cookies.more}</SmartLink>}
        </p>
        {showsSettings ? <CategoryChoice choice={choice} onChange={setChoice} /> : null}
        {/* Refusing is exactly as prominent as accepting: same size, weight and colour, side by side. */}
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => saveConsent(refuseAll)}>
            {consentDe.refuse}
          </button>
          <button type="button" className="button" onClick={() => saveConsent(acceptAll)}>
            {de.cookies.accept}
          </button>
          <button
            type="button"
            className="button button--secondary cookie-banner__wide"
            onClick={() => (showsSettings ? saveConsent(choice) : setShowsSettings(true))}
          >
            {showsSettings ? consentDe.save : consentDe.settings}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Asks until the guest answers; the footer's 'Cookie-Einstellungen' brings it back with the categories. */
export function CookieBanner() {
  const consent = useCookieConsent();
  const isReopened = useIsSettingsRequested();
  if (consent.isDecided && !isReopened) return null;
  return <OpenBanner initial={consent.choice} isReopened={isReopened} />;
}
