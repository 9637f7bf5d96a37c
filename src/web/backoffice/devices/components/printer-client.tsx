import { useId, useRef } from 'react';
import { deviceTexts } from '../../../i18n/devices.js';
import { CopyButton } from '../../api-keys/components/api-key-dialog.js';
import type { CopyText } from '../../api-keys/hooks/use-copy.js';
import { deviceClientCommand } from '../utils/device-seen.js';

const texts = deviceTexts.issueKey;

/** Below a printer's new key: the command that starts its client with it (scripts/device-client.ts). */
export function PrinterClient({ apiKey, copy }: { apiKey: string; copy: CopyText }) {
  const id = useId();
  const commandBlock = useRef<HTMLPreElement>(null);
  const command = deviceClientCommand(window.location.origin, apiKey);

  function selectCommand() {
    const block = commandBlock.current;
    if (block === null) return;
    window.getSelection()?.selectAllChildren(block);
  }

  return (
    <section className="bo-device__client" aria-labelledby={id}>
      <h3 id={id}>{texts.clientTitle}</h3>
      <p>{texts.clientHint}</p>
      <pre ref={commandBlock} className="bo-device__command" aria-label={texts.commandLabel}>
        <code>{command}</code>
      </pre>
      <p>
        <CopyButton label={texts.copyCommand} onCopy={() => void copy(command, selectCommand)} />
      </p>
      <p className="field__hint">{texts.clientOutput}</p>
    </section>
  );
}
