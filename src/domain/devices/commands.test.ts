import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommandReport,
  deviceCommandStatuses,
  deviceCommandTypes,
  type CommandReport,
} from './commands.js';
import { deviceMessages } from './messages.js';

describe('device command answers', () => {
  it('completes a test notification the device took, and a repeated answer changes nothing', () => {
    const done: CommandReport = { type: 'done', log: null };
    expect(applyCommandReport({ type: 'test-notification', status: 'sent' }, done)).toEqual({
      ok: true,
      status: 'done',
      changed: true,
    });
    expect(applyCommandReport({ type: 'test-notification', status: 'done' }, done)).toEqual({
      ok: true,
      status: 'done',
      changed: false,
    });
  });

  it('completes a log request only with the log', () => {
    expect(applyCommandReport({ type: 'device-logs', status: 'sent' }, { type: 'done', log: null })).toEqual({
      ok: false,
      message: deviceMessages.logMissing,
    });
    expect(
      applyCommandReport({ type: 'device-logs', status: 'sent' }, { type: 'done', log: 'Zeile 1' }),
    ).toMatchObject({ ok: true, status: 'done' });
  });

  it('refuses an answer to a command not taken, and one contradicting the first answer', () => {
    expect(
      applyCommandReport({ type: 'test-notification', status: 'pending' }, { type: 'done', log: null }),
    ).toEqual({ ok: false, message: deviceMessages.commandNotSent });
    expect(
      applyCommandReport({ type: 'test-notification', status: 'done' }, { type: 'failed', error: 'x' }),
    ).toEqual({ ok: false, message: deviceMessages.commandAnswered });
  });

  it('changes a command at most once, whatever the device answers', () => {
    const report = fc.oneof(
      fc.record({ type: fc.constant<'done'>('done'), log: fc.option(fc.string(), { nil: null }) }),
      fc.record({ type: fc.constant<'failed'>('failed'), error: fc.string({ minLength: 1 }) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...deviceCommandTypes),
        fc.constantFrom(...deviceCommandStatuses),
        fc.array(report, { maxLength: 8 }),
        (type, initial, reports) => {
          let status = initial;
          let changes = 0;
          for (const answer of reports) {
            const result = applyCommandReport({ type, status }, answer);
            if (!result.ok) continue;
            if (result.changed) changes++;
            status = result.status;
          }
          expect(changes).toBeLessThanOrEqual(initial === 'sent' ? 1 : 0);
          if (initial !== 'sent') expect(status).toBe(initial);
        },
      ),
    );
  });
});
