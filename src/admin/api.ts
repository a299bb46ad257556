/**
 * The console's client of the admin API (ARCHITECTURE.md's map): envelope
 * answers, the operator token in the tab's session storage, typed errors that
 * keep the server's value (a conflict carries the current draft, a refused
 * publish carries its report).
 */
import { OPERATOR_TOKEN_KEY as TOKEN_KEY } from '../lib/preview-protocol';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

export function operatorToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOperatorToken(token: string | null) {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    /* private mode: the session lasts this page */
  }
}

let onUnauthorized: () => void = () => undefined;
export function whenUnauthorized(fn: () => void) {
  onUnauthorized = fn;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = operatorToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
  } catch {
    throw new AdminApiError(0, 'network.offline', 'The server cannot be reached. Check the connection and retry.');
  }
  const env = (await res.json().catch(() => null)) as { success: boolean; value?: T; errorCode?: string; message?: string } | null;
  if (!env) throw new AdminApiError(res.status, 'network.badAnswer', `Unexpected answer (HTTP ${res.status})`);
  if (!env.success) {
    if (res.status === 401 && path !== '/api/admin/session') onUnauthorized();
    throw new AdminApiError(res.status, env.errorCode ?? 'unknown', env.message ?? 'Request failed', env.value);
  }
  return env.value as T;
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
