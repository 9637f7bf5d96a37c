import { useEffect, useId, useRef, useState } from 'react';
import { kioskPhase, kioskTimings, type KioskPhase } from '../../../domain/kiosk/kiosk-timer.js';
import { selfServiceDe } from '../../i18n/self-service.js';
import { t } from '../../i18n/t.js';
import { paths } from '../../paths.js';
import { resetKiosk } from './forget-guest.js';
import type { SelfService } from './self-service-context.js';

// Whatever a guest does on a touch screen, with a keyboard or a mouse wheel counts as still being there.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input', 'scroll'] as const;

const secondsText = (n: number): string =>
  n === 1 ? selfServiceDe.oneSecond : t(selfServiceDe.seconds, { n });

const samePhase = (a: KioskPhase, b: KioskPhase): boolean =>
  a.kind === b.kind && ('secondsLeft' in a ? a.secondsLeft : 0) === ('secondsLeft' in b ? b.secondsLeft : 0);

function firstPhase(isAfterOrder: boolean): KioskPhase {
  return isAfterOrder
    ? { kind: 'afterOrder', secondsLeft: kioskTimings.afterOrderMs / 1000 }
    : { kind: 'active' };
}

/**
 * Watches the guest while the screensaver is away: a countdown before an idle kiosk starts over, and the
 * thank-you after an order for a while (rules in src/domain/kiosk/kiosk-timer.ts). Starting over forgets
 * the guest and reloads the kiosk's start, where the screensaver waits again.
 */
export function KioskTimer({ kiosk }: { kiosk: SelfService }) {
  const { identifier, isAfterOrder } = kiosk;
  const start = paths.selfService.branch(identifier);
  const [phase, setPhase] = useState<KioskPhase>(() => firstPhase(isAfterOrder));
  const lastActivity = useRef(0);

  useEffect(() => {
    const placedAt = isAfterOrder ? Date.now() : null;
    lastActivity.current = Date.now();
    const noteActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, noteActivity, { capture: true, passive: true });
    }
    const tick = () => {
      const next = kioskPhase({
        now: Date.now(),
        lastActivity: lastActivity.current,
        orderPlacedAt: placedAt,
      });
      if (next.kind === 'reset') {
        resetKiosk(start);
        return;
      }
      setPhase((current) => (samePhase(current, next) ? current : next));
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noteActivity, { capture: true });
    };
  }, [isAfterOrder, start]);

  if (phase.kind === 'afterOrder') {
    return (
      <div className="kiosk-bar">
        <div className="notice-row container">
          <p className="kiosk-bar__text">
            {t(selfServiceDe.afterOrder, { duration: secondsText(phase.secondsLeft) })}
          </p>
          <button type="button" className="button" onClick={() => resetKiosk(start)}>
            {selfServiceDe.startNext}
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind !== 'warning') return null;
  return (
    <KioskWarning
      secondsLeft={phase.secondsLeft}
      onContinue={() => setPhase({ kind: 'active' })}
      onStartOver={() => resetKiosk(start)}
    />
  );
}

interface KioskWarningProps {
  secondsLeft: number;
  onContinue: () => void;
  onStartOver: () => void;
}

/** A native modal dialog: the page behind is inert and Escape means 'still here'. */
function KioskWarning({ secondsLeft, onContinue, onStartOver }: KioskWarningProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog kiosk-warning"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <h2 id={titleId}>{selfServiceDe.warningTitle}</h2>
      <p id={textId}>{t(selfServiceDe.warningText, { duration: secondsText(secondsLeft) })}</p>
      <div className="kiosk-warning__actions">
        {/* The press itself counted as activity; this only closes the warning before the next tick. */}
        <button type="button" className="button" onClick={onContinue} autoFocus>
          {selfServiceDe.continue}
        </button>
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          {selfServiceDe.startOver}
        </button>
      </div>
    </dialog>
  );
}
