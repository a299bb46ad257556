/**
 * Client mistakes are AppErrors: a stable dotted errorCode the client
 * translates, an HTTP status that follows meaning, never a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, 'request.notFound', `${what} not found`);
export const badRequest = (message: string, value?: unknown) => new AppError(400, 'request.invalid', message, value);

export function ok<T>(value: T) {
  return { success: true as const, value };
}
