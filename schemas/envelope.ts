/** The API envelope of ARCHITECTURE.md: every response is one of these. */
type Ok<T> = { success: true; value: T };
type Fail = { success: false; errorCode: string; message: string; value?: unknown };
export type Envelope<T> = Ok<T> | Fail;
