/** A failure the caller can act on: its message is German and shown to people as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Die angeforderte Ressource wurde nicht gefunden.') =>
  new HttpError(404, message);
