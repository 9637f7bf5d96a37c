/** A failure the caller can act on: its message is German and shown to people as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** For 429 and 503: whole seconds until trying again is worthwhile, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Die angeforderte Ressource wurde nicht gefunden.') =>
  new HttpError(404, message);
