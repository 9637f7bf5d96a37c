import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BreakfastConfig } from '../../../domain/requests/breakfast-steps.js';
import { requestsInboxDe } from '../../i18n/requests.js';
import { t } from '../../i18n/t.js';
import { paths } from '../../paths.js';
import { Loader } from '../../ui/loader.js';
import { dateText } from '../entities/cell-text.js';
import { BackofficeNotFound } from '../shell/components/status-view.js';
import {
  answerRequest,
  requestKeys,
  requestQuery,
  resendMessage,
  saveNote,
  type RequestDetail,
} from './requests-api.js';

const text = requestsInboxDe;

/** One request: what the guest asked, the answer with a message to the guest, a note, the log and mails. */
export function RequestDetailPage() {
  const id = Number(useParams().id);
  const request = useQuery({ ...requestQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <BackofficeNotFound />;
  if (request.isPending) return <Loader />;
  if (request.isError) return <p className="notice notice--warning">{text.loadFailed}</p>;
  return <RequestDetail key={request.data.id} request={request.data} />;
}

function RequestDetail({ request }: { request: RequestDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [note, setNote] = useState(request.note);
  const [saved, setSaved] = useState(false);
  const apply = (next: RequestDetail) => {
    queryClient.setQueryData(requestKeys.one(next.id), next);
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  };
  const answer = useMutation({
    mutationFn: (kind: 'confirm' | 'decline') => answerRequest(request.id, kind, message),
    onSuccess: apply,
  });
  const noteMutation = useMutation({
    mutationFn: () => saveNote(request.id, note),
    onSuccess: (next) => {
      apply(next);
      setSaved(true);
    },
  });
  const resend = useMutation({
    mutationFn: (messageId: number) => resendMessage(request.id, messageId),
    onSuccess: apply,
  });
  const details = request.details as {
    breakfastConfig?: BreakfastConfig;
    plateSelection?: Record<string, { active: boolean; label: string; quantity: number | '' }>;
  };

  return (
    <section className="bo-page bo-request">
      <p>
        <Link to={paths.backendRequests}>{text.back}</Link>
      </p>
      <div className="bo-page__head">
        <h1>{t(text.detailTitle, { kind: text.kinds[request.kind], id: request.id })}</h1>
        <span className="bo-request-status" data-status={request.status}>
          {text.statuses[request.status]}
        </span>
      </div>
      <dl className="bo-request__facts">
        <dt>{text.branch}</dt>
        <dd>{request.branch.name}</dd>
        <dt>{text.columns.received}</dt>
        <dd>{dateText(request.createdAt)}</dd>
        {request.appointment ? (
          <>
            <dt>{text.columns.appointment}</dt>
            <dd>{dateText(request.appointment)}</dd>
          </>
        ) : null}
        <dt>{text.contact}</dt>
        <dd>
          {request.name}
          <br />
          <a href={`tel:${request.phone}`}>{request.phone}</a>
          <br />
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        {details.breakfastConfig ? (
          <>
            <dt>{text.groups}</dt>
            <dd>
              <ul>
                {Object.entries(details.breakfastConfig).map(([group, value]) => (
                  <li key={group}>
                    {value.amount} x {group}: {Object.values(value.people).join(', ')}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {details.plateSelection ? (
          <>
            <dt>{text.plates}</dt>
            <dd>
              <ul>
                {Object.values(details.plateSelection)
                  .filter((plate) => plate.active)
                  .map((plate) => (
                    <li key={plate.label}>
                      {plate.quantity === '' ? 1 : plate.quantity} x {plate.label}
                    </li>
                  ))}
              </ul>
            </dd>
          </>
        ) : null}
        {request.comment ? (
          <>
            <dt>{text.comment}</dt>
            <dd className="bo-request__comment">{request.comment}</dd>
          </>
        ) : null}
      </dl>

      {request.status === 'new' ? (
        <form
          className="bo-request__answer"
          onSubmit={(event) => {
            event.preventDefault();
            const decision = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
            if (decision === 'confirm' || decision === 'decline') answer.mutate(decision);
          }}
        >
          <h2>{text.answer}</h2>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              {text.message}
            </label>
            <textarea
              id={`${id}-message`}
              className="field__input"
              rows={4}
              aria-describedby={`${id}-message-hint`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${id}-message-hint`} className="field__hint">
              {text.messageHint}
            </p>
          </div>
          <div className="bo-request__buttons">
            <button type="submit" value="confirm" className="button" disabled={answer.isPending}>
              {text.confirm}
            </button>
            <button
              type="submit"
              value="decline"
              className="button button--secondary"
              disabled={answer.isPending}
            >
              {text.decline}
            </button>
          </div>
        </form>
      ) : request.answeredAt ? (
        <p>{t(text.answered, { at: dateText(request.answeredAt) })}</p>
      ) : null}

      <form
        className="bo-request__note"
        onSubmit={(event) => {
          event.preventDefault();
          noteMutation.mutate();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {text.note}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={3}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setSaved(false);
            }}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={noteMutation.isPending}>
          {text.saveNote}
        </button>
        <p role="status">{saved ? text.noteSaved : ''}</p>
      </form>

      <h2>{text.mails}</h2>
      <ul className="bo-request__mails">
        {request.messages.map((mail) => (
          <li key={mail.id}>
            {mail.subject ?? mail.template} → {mail.recipient} ({text.mailStatus[mail.status]}
            {mail.providerStatus ? `: ${mail.providerStatus}` : ''}){' '}
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={resend.isPending}
              onClick={() => resend.mutate(mail.id)}
            >
              {text.resend}
            </button>
          </li>
        ))}
      </ul>

      <h2>{text.log}</h2>
      <ol className="bo-request__log">
        {request.log.map((entry) => (
          <li key={entry.id}>
            {dateText(entry.createdAt)} · {text.actions[entry.action] ?? entry.action} ·{' '}
            {entry.userName ?? text.system}
            {entry.message ? `: ${entry.message}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
