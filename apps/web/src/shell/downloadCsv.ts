import { MESSAGES } from '@portal/domain';
import { ApiError, getToken, noAnswer, type Query } from './api';
import { saveFile } from './saveFile';

/** The file name in a `Content-Disposition: attachment; filename="..."` header, if any. */
const fileNameOf = (disposition: string | null): string | undefined =>
  disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;

/**
 * A CSV file the server makes (`format=csv` on a list or report call). The API client reads JSON,
 * so this one call fetches itself, with the same bearer token, and hands the answer to the browser
 * as a download, under the name the server gives it (or `fallbackName`).
 */
export async function downloadCsv(path: string, query: Query, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, format: 'csv' })) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const token = getToken();
  const response = await fetch(`/api${path}?${params.toString()}`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw noAnswer();
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => undefined)) as { msg?: string } | undefined;
    throw new ApiError(failure?.msg || MESSAGES.error, response.status);
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}
