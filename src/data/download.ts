import { ApiError } from './api-error';
import { freshAccessToken } from './token-refresh';

/**
 * Fetches a file the API answers (with the signed-in user's token) and hands it to the browser as a download,
 * named by the answer's Content-Disposition (read by `nameOf`) or `fallbackName`. Returns the name it saved
 * under; a failed answer throws an ApiError with `failure` as its text.
 */
export async function downloadFile(
  path: string,
  options: { failure: string; fallbackName: string; nameOf: (disposition: string) => string | null },
): Promise<string> {
  const access = await freshAccessToken();
  const response = await fetch(path, { headers: access ? { ahauth: `Bearer ${access}` } : {} });
  if (!response.ok) throw new ApiError(options.failure, response.status);
  const name = options.nameOf(response.headers.get('content-disposition') ?? '') ?? options.fallbackName;
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
