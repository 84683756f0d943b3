/** An error whose message is safe to show the customer; the error handler answers { message }. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** extra response headers (Retry-After, WWW-Authenticate) */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string) => new HttpError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) });
