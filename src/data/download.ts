import { ApiError } from './api-error';
import { errorText } from './narrow';
import { freshAccessToken } from './token-refresh';

/** The file name a `Content-Disposition` gives: the RFC 5987 `filename*` (UTF-8) first, else `filename`. */
export function dispositionFileName(disposition: string): string | null {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/** The `{ error }` text of a failed answer, when it carries one (a 409 refusal names its reason). */
async function answerError(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  return errorText(body) ?? null;
}

/**
 * Fetches a file the API answers (with the signed-in user's token) and hands it to the browser as a download,
 * named by the answer's Content-Disposition (read by `nameOf`, `dispositionFileName` by default) or `fallbackName`. Returns the name it saved
 * under; a failed answer throws an ApiError with `failure` as its text. `body` makes it a JSON POST (a file rendered
 * from a choice, e.g. the sales proposal), whose failure keeps the answer's own `{ error }` text (a 409 refusal).
 */
export async function downloadFile(
  path: string,
  options: { failure: string; fallbackName: string; nameOf?: (disposition: string) => string | null; body?: unknown },
): Promise<string> {
  const access = await freshAccessToken();
  const headers: Record<string, string> = access ? { ahauth: `Bearer ${access}` } : {};
  const post = options.body === undefined ? {} : { method: 'POST', body: JSON.stringify(options.body) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { ...post, headers });
  if (!response.ok) {
    const own = options.body === undefined ? null : await answerError(response);
    throw new ApiError(own ?? options.failure, response.status);
  }
  const name = (options.nameOf ?? dispositionFileName)(response.headers.get('content-disposition') ?? '') ?? options.fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
