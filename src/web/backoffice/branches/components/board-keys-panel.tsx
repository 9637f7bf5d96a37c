import './board-keys.css';
import { useId, useRef, useState } from 'react';
import { boardKeyTexts } from '../../../i18n/board-keys.js';
import { t } from '../../../i18n/t.js';
import {
  ApiKeyDialog,
  CopyField,
  type KeyDialogStep,
  type KeyDialogTexts,
} from '../../api-keys/components/api-key-dialog.js';
import type { CopyText } from '../../api-keys/hooks/use-copy.js';
import { failureMessage } from '../../app/failure-message.js';
import { isAdmin, useCurrentUser } from '../../auth/api/current-user.js';
import { entryName } from '../../entities/cell-text.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { issueBoardKey, type BoardKind } from '../api/issue-board-key.js';
import { boardAddress } from '../utils/board-address.js';

const texts = boardKeyTexts;
const kinds: readonly BoardKind[] = ['frontdesk', 'backoffice'];

type Branch = { id: number; name: string };

function keyDialogTexts(kind: BoardKind, name: string): KeyDialogTexts {
  const board = texts.board[kind];
  return {
    confirmTitle: t(texts.confirmTitle, { board, name }),
    confirmText: t(texts.confirmText, { board }),
    confirm: texts.confirm,
    shownTitle: t(texts.shownTitle, { board, name }),
    onceHint: texts.onceHint,
    keyLabel: texts.keyLabel,
    copyKey: texts.copyKey,
  };
}

/** Below the new key: the whole address a tablet opens, to copy or to open here in a new tab. */
function BoardAddress({ address, copy }: { address: string; copy: CopyText }) {
  return (
    <>
      <CopyField label={texts.addressLabel} value={address} copyLabel={texts.copyAddress} copy={copy} wrap />
      <p>
        <a className="button button--secondary" href={address} target="_blank" rel="noopener noreferrer">
          {texts.open}
          <span className="visually-hidden"> {texts.newTab}</span>
        </a>
      </p>
    </>
  );
}

/**
 * A new key for one board. The branch answer does not say whether a key exists, so the person is
 * always asked first: the old key, if any, stops working. Focus goes back to the button afterwards.
 */
function IssueBoardKeyAction({ branch, kind }: { branch: Branch; kind: BoardKind }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<KeyDialogStep | null>(null);

  async function issue(): Promise<void> {
    setStep({ kind: 'confirm', busy: true, error: null });
    try {
      const { apiKey } = await issueBoardKey(branch.id, kind);
      setStep({ kind: 'shown', apiKey });
    } catch (error) {
      setStep({ kind: 'confirm', busy: false, error: failureMessage(error, texts.failed) });
    }
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        onClick={() => setStep({ kind: 'confirm', busy: false, error: null })}
      >
        {texts.button[kind]}
      </button>
      {step === null ? null : (
        <ApiKeyDialog
          step={step}
          texts={keyDialogTexts(kind, branch.name)}
          details={(apiKey, copy) => (
            <BoardAddress
              address={boardAddress(window.location.origin, branch.id, kind, apiKey)}
              copy={copy}
            />
          )}
          onConfirm={() => void issue()}
          onClose={() => {
            setStep(null);
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** Below a branch's form, for administrators: the keys of its front-desk and back-office boards. */
export function BoardKeysPanel({ record }: EntityPanelProps) {
  const titleId = useId();
  const user = useCurrentUser().data;
  if (user === undefined || !isAdmin(user)) return null;
  const branch: Branch = { id: record.id, name: entryName(record) || String(record.id) };

  return (
    <section className="bo-board-keys" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <div className="bo-board-keys__actions">
        {kinds.map((kind) => (
          <IssueBoardKeyAction key={kind} branch={branch} kind={kind} />
        ))}
      </div>
    </section>
  );
}
