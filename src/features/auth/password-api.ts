/**
 * The public password-link calls (issue 21): who a link is for, setting the password, asking for a reset link.
 * Each resolves to a result rather than throwing, since every failure has a text the pages show as it is.
 */
import { isApiError } from '../../data/api-error';
import { errorText, isRecord } from '../../data/narrow';
import { jsonBody, sendRequest, type RawResponse } from '../../data/rest-client';
import { NETWORK_ERROR } from '../../domain/messages';

/** Whom a link is for (GET /api/password/token/{token}). */
export interface PasswordLink {
  purpose: 'invite' | 'reset';
  email: string;
  fullName: string;
  expiresAt: string;
}

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: string; field?: string };

async function call<T>(
  path: string,
  init: RequestInit,
  read: (body: Record<string, unknown>) => T | null,
): Promise<Outcome<T>> {
  let response: RawResponse;
  try {
    response = await sendRequest(path, init, { auth: false });
  } catch (error) {
    return { ok: false, error: isApiError(error) ? error.message : NETWORK_ERROR };
  }
  const { ok, body } = response;
  const value = ok && isRecord(body) ? read(body) : null;
  if (value) return { ok: true, ...value };
  const field = isRecord(body) && typeof body.field === 'string' ? body.field : undefined;
  return { ok: false, error: errorText(body) ?? NETWORK_ERROR, ...(field ? { field } : {}) };
}

export function readPasswordLink(token: string): Promise<Outcome<{ link: PasswordLink }>> {
  return call(`/api/password/token/${encodeURIComponent(token)}`, {}, (body) =>
    (body.purpose === 'invite' || body.purpose === 'reset') && typeof body.email === 'string'
      ? {
          link: {
            purpose: body.purpose,
            email: body.email,
            fullName: typeof body.fullName === 'string' ? body.fullName : '',
            expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : '',
          },
        }
      : null,
  );
}

export function setPassword(token: string, password: string): Promise<Outcome<{ email: string }>> {
  return call('/api/password/set', jsonBody('POST', { token, password }), (body) =>
    typeof body.email === 'string' ? { email: body.email } : null,
  );
}

export function requestPasswordLink(email: string): Promise<Outcome<{ message: string }>> {
  return call('/api/password/forgot', jsonBody('POST', { email }), (body) =>
    typeof body.message === 'string' ? { message: body.message } : null,
  );
}
