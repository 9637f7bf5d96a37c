import '../../branches/components/board-keys.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { clockLinkTexts as texts } from '../../../i18n/clock-links.js';
import { paths } from '../../../paths.js';
import {
  ApiKeyDialog,
  CopyField,
  namedKeyDialogTexts,
  type KeyDialogStep,
} from '../../api-keys/components/api-key-dialog.js';
import { failureMessage } from '../../app/failure-message.js';
import { isAdmin, useCurrentUser } from '../../auth/api/current-user.js';
import { entryName } from '../../entities/cell-text.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { clockTokenKey, fetchHasClockToken, issueClockToken } from '../api/clock-token.js';

/**
 * Below a person's form, for administrators: their clock link. It is shown once when issued; issuing a
 * new one asks first, as the old link stops working. Focus goes back to the button afterwards.
 */
export function ClockLinkPanel({ record }: EntityPanelProps) {
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const admin = user !== undefined && isAdmin(user);
  const hasToken = useQuery({
    queryKey: clockTokenKey(record.id),
    queryFn: ({ signal }) => fetchHasClockToken(record.id, signal),
    enabled: admin,
  });
  const [step, setStep] = useState<KeyDialogStep | null>(null);
  if (!admin) return null;
  const name = entryName(record) || String(record.id);
  const email = typeof record.email === 'string' ? record.email : '';

  async function issue(): Promise<void> {
    setStep({ kind: 'confirm', busy: true, error: null });
    try {
      const { token } = await issueClockToken(record.id);
      setStep({ kind: 'shown', apiKey: token });
      await queryClient.invalidateQueries({ queryKey: clockTokenKey(record.id) });
    } catch (error) {
      setStep({ kind: 'confirm', busy: false, error: failureMessage(error, texts.failed) });
    }
  }

  return (
    <section className="bo-board-keys" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.intro}</p>
      {hasToken.data === undefined ? null : <p>{hasToken.data.hasToken ? texts.hasLink : texts.noLink}</p>}
      <div className="bo-board-keys__actions">
        <button
          ref={trigger}
          type="button"
          className="button button--secondary"
          onClick={() => setStep({ kind: 'confirm', busy: false, error: null })}
        >
          {texts.button}
        </button>
      </div>
      {step === null ? null : (
        <ApiKeyDialog
          step={step}
          texts={namedKeyDialogTexts(texts, name)}
          details={(token, copy) => {
            const address = `${window.location.origin}${paths.timeClock(token, email)}`;
            return (
              <>
                <CopyField
                  label={texts.addressLabel}
                  value={address}
                  copyLabel={texts.copyAddress}
                  copy={copy}
                  wrap
                />
                <p>
                  <a
                    className="button button--secondary"
                    href={address}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {texts.open}
                    <span className="visually-hidden"> {texts.newTab}</span>
                  </a>
                </p>
              </>
            );
          }}
          onConfirm={() => void issue()}
          onClose={() => {
            setStep(null);
            trigger.current?.focus();
          }}
        />
      )}
    </section>
  );
}
