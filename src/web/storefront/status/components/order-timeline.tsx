import { checkoutDe } from '../../../i18n/checkout.js';
import type { TimelineStep } from '../utils/order-timeline.js';

const stateLabels = {
  done: checkoutDe.status.done,
  current: checkoutDe.status.current,
  upcoming: checkoutDe.status.upcoming,
} as const;

export function OrderTimeline({ steps, isPolling }: { steps: readonly TimelineStep[]; isPolling: boolean }) {
  return (
    <section className="status-section" aria-labelledby="status-timeline-title">
      <h2 id="status-timeline-title" className="status-section__title">
        {checkoutDe.status.timeline}
      </h2>
      <ol className="timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className="timeline__step"
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="timeline__marker" aria-hidden="true" />
            <div className="timeline__text">
              <p className="timeline__label">
                {step.label}
                <span className="visually-hidden"> ({stateLabels[step.state]})</span>
              </p>
              {step.detail === undefined ? null : <p className="timeline__detail">{step.detail}</p>}
            </div>
          </li>
        ))}
      </ol>
      {isPolling ? <p className="status-section__note">{checkoutDe.status.autoRefresh}</p> : null}
    </section>
  );
}
