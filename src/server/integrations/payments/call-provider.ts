import type { z } from 'zod';
import { PaymentProviderError, type ProviderName } from './provider-error.js';

type ProviderCall<T> = {
  provider: ProviderName;
  method: 'GET' | 'POST';
  baseUrl: string;
  /** Starts with '/'; ids already URI-encoded. */
  path: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
  /** The documented shape of a successful answer. */
  answer: z.ZodType<T>;
  /** Pulls the provider's own explanation out of an error body, for the log. */
  explain: (body: unknown) => string | undefined;
};

const displayNames: Record<ProviderName, string> = { mollie: 'Mollie', datatrans: 'Datatrans' };

type Connection = Pick<ProviderCall<unknown>, 'provider' | 'baseUrl' | 'timeoutMs' | 'explain'> & {
  authorization: string;
};

/** Calls to one provider account; an idempotency key, given for creates, goes along as its header. */
export function providerCalls({ authorization, ...connection }: Connection) {
  return <T>(
    method: 'GET' | 'POST',
    path: string,
    answer: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ) =>
    callProvider({
      ...connection,
      method,
      path,
      headers: { authorization, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body,
      answer,
    });
}

/** One attempt, no retries: whether to try again is the caller's decision (a job, the next status poll). */
async function callProvider<T>(call: ProviderCall<T>): Promise<T> {
  const label = `${displayNames[call.provider]} ${call.method} ${call.path}`;
  const unavailable = (why: string) =>
    new PaymentProviderError(call.provider, 'unavailable', `${label} ${why}`);

  let status: number;
  let text: string;
  try {
    const response = await fetch(`${call.baseUrl.replace(/\/+$/, '')}${call.path}`, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw unavailable(`did not answer within ${call.timeoutMs} ms`);
    }
    throw unavailable(`failed: ${describeNetworkError(error)}`);
  }

  const body = parseJson(text);
  if (status < 200 || status > 299) {
    const detail = call.explain(body) ?? text.slice(0, 200);
    throw new PaymentProviderError(
      call.provider,
      status >= 500 ? 'unavailable' : 'rejected',
      `${label} answered ${status}${detail ? `: ${detail}` : ''}`,
      status,
    );
  }
  const parsed = call.answer.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    throw new PaymentProviderError(
      call.provider,
      'invalid-answer',
      `${label} answered ${status} with an unexpected body (${issues.join('; ')})`,
      status,
    );
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
