import { ApiError } from './api-error';
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

/**
 * Fetches a file the API answers (with the signed-in user's token) and hands it to the browser as a download,
 * named by the answer's Content-Disposition (read by `nameOf`, `dispositionFileName` by default) or `fallbackName`. Returns the name it saved
 * under; a failed answer throws an ApiError with `failure` as its text.
 */
export async function downloadFile(
  path: string,
  options: { failure: string; fallbackName: string; nameOf?: (disposition: string) => string | null },
): Promise<string> {
  const access = await freshAccessToken();
  const response = await fetch(path, { headers: access ? { ahauth: `Bearer ${access}` } : {} });
  if (!response.ok) throw new ApiError(options.failure, response.status);
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
