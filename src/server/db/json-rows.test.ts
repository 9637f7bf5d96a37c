import { describe, expect, it } from 'vitest';
import { completeRow } from './json-rows.js';
import { messages } from './schema/index.js';

describe('completeRow', () => {
  const given = {
    id: 7,
    channel: 'email' as const,
    template: 'order-confirmation',
    recipient: 'maria@example.at',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    updatedAt: new Date('2026-11-23T10:00:00Z'),
    nextAttemptAt: new Date('2026-11-23T10:00:00Z'),
  };

  it("fills the schema's own defaults and null where nothing is given", () => {
    expect(completeRow(messages, given)).toEqual({
      ...given,
      orderId: null,
      branchId: null,
      requestId: null,
      subject: null,
      status: 'pending',
      attempts: 0,
      providerStatus: null,
      providerMessageId: null,
      data: {},
      sentAt: null,
    });
  });

  it('refuses to guess a default only the database knows', () => {
    expect(() => completeRow(messages, { ...given, createdAt: undefined })).toThrow(/created_at/);
  });
});
