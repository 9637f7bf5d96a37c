import '../../checkout/components/checkout.css';
import './requests.css';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  breakfastStepErrors,
  breakfastSteps,
  isStepValid,
  type BreakfastStep,
} from '../../../../domain/requests/breakfast-steps.js';
import { useInitData } from '../../../api/init.js';
import { useDocumentMeta } from '../../../hooks/use-document-meta.js';
import { useNow } from '../../../hooks/use-now.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';
import { breakfastStepPath } from '../../../paths.js';
import { RichText } from '../../../ui/rich-text.js';
import { useBreakfastAvailability } from '../api/requests-api.js';
import { useBreakfastForm } from '../hooks/use-breakfast-form.js';
import { useFormSubmit } from '../hooks/use-form-submit.js';
import { AppointmentStep } from './appointment-step.js';
import { readBreakfastBlock, type BreakfastBlock } from './breakfast-block.js';
import { CustomersStep } from './customers-step.js';
import { DataStep } from './data-step.js';
import { SummaryStep } from './summary-step.js';
import { ThankYou } from './thank-you.js';
import { VariantsStep } from './variants-step.js';

const text = requestsDe.breakfast;
const blockStep = {
  termin: 'appointment',
  personenanzahl: 'customers',
  fruehstuecksart: 'breakfast',
  zusammenfassung: 'summary',
  daten: 'data',
} as const satisfies Record<BreakfastStep, keyof BreakfastBlock['steps']>;

const isStep = (value: string | undefined): value is BreakfastStep =>
  (breakfastSteps as readonly string[]).includes(value ?? '');

/** `fruehstueck-buchen` and the five steps of `fruehstuecksanfrage/…`, all in one form container. */
export function BreakfastRequestPage() {
  const params = useParams();
  const step: BreakfastStep | undefined =
    params.step === undefined ? 'termin' : isStep(params.step) ? params.step : undefined;
  const { '/api/blocks': blocks } = useInitData();
  const block = readBreakfastBlock(blocks);
  useDocumentMeta({ title: text.pageTitle });
  if (step === undefined) return <Navigate to={breakfastStepPath('termin')} replace />;
  if (block === undefined) {
    return (
      <div className="container breakfast-page">
        <h1>{text.pageTitle}</h1>
        <p className="notice notice--warning">{text.unavailable}</p>
      </div>
    );
  }
  return <BreakfastForm step={step} block={block} />;
}

function BreakfastForm({ step, block }: { step: BreakfastStep; block: BreakfastBlock }) {
  const navigate = useNavigate();
  const now = useNow();
  const { form, setForm, isRestored, reset } = useBreakfastForm();
  const availability = useBreakfastAvailability();
  const { isSending, submit } = useFormSubmit('/custom/breakfast-forms');
  const [honeypot, setHoneypot] = useState('');
  const [isDone, setIsDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = breakfastSteps.indexOf(step);
  const errors = breakfastStepErrors(form, step);
  const isValid = Object.keys(errors).length === 0;
  const stepText = block.steps[blockStep[step]];

  // A later step opened directly (a bookmark, a reload after the data expired) goes back to the first
  // step that still needs something.
  const firstOpen = breakfastSteps.slice(0, index).find((earlier) => !isStepValid(form, earlier));
  useEffect(() => {
    if (isRestored && !isDone && firstOpen !== undefined)
      void navigate(breakfastStepPath(firstOpen), { replace: true });
  }, [isRestored, isDone, firstOpen, navigate]);

  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, isDone]);

  if (isDone)
    return (
      <ThankYou
        html={block.thankYou.text}
        icon={block.thankYou.icon}
        fallback={text.thankYou}
        title={text.thankYouTitle}
        onward={{ to: '/', label: text.toStart }}
      />
    );

  const next = breakfastSteps[index + 1];
  const previous = breakfastSteps[index - 1];

  async function send() {
    if (!isValid) return;
    const sent = await submit({
      ...form,
      variants: block.variants.map((variant) => variant.text),
      website: honeypot,
    });
    if (sent) {
      reset();
      setIsDone(true);
    }
  }

  return (
    <div className="container breakfast-page">
      <h1>{text.pageTitle}</h1>
      <form
        className="breakfast-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (next === undefined) void send();
          else if (isValid) void navigate(breakfastStepPath(next));
        }}
      >
        <p className="breakfast-form__progress">
          {t(text.stepOf, { step: index + 1, total: breakfastSteps.length })}: {text.stepNames[index]}
        </p>
        <h2 ref={heading} tabIndex={-1} className="breakfast-form__title">
          {stepText.title || text.stepNames[index]}
        </h2>
        {stepText.text ? <RichText html={stepText.text} /> : null}
        {step === 'termin' ? (
          availability.data ? (
            <AppointmentStep
              availability={availability.data}
              value={form.date}
              now={now}
              onSave={(date) => setForm((current) => ({ ...current, date }))}
            />
          ) : (
            <p role="status">{availability.isError ? text.loadFailed : text.loading}</p>
          )
        ) : null}
        {step === 'personenanzahl' ? (
          <CustomersStep
            groups={block.groups}
            config={form.breakfastConfig}
            onChange={(breakfastConfig) => setForm((current) => ({ ...current, breakfastConfig }))}
          />
        ) : null}
        {step === 'fruehstuecksart' ? (
          <VariantsStep
            variants={block.variants}
            config={form.breakfastConfig}
            onChange={(breakfastConfig) => setForm((current) => ({ ...current, breakfastConfig }))}
          />
        ) : null}
        {step === 'zusammenfassung' ? <SummaryStep form={form} /> : null}
        {step === 'daten' ? (
          <DataStep
            form={form}
            errors={errors}
            showErrors={false}
            honeypot={honeypot}
            onHoneypot={setHoneypot}
            onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          />
        ) : null}
        <div className="breakfast-form__actions">
          {previous === undefined ? null : (
            <Link className="button button--secondary" to={breakfastStepPath(previous)}>
              {text.back}
            </Link>
          )}
          {next === undefined ? (
            <button type="submit" className="button" disabled={!isValid || isSending}>
              {isSending ? text.sending : text.submit}
            </button>
          ) : (
            <button type="submit" className="button" disabled={!isValid}>
              {text.next}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
