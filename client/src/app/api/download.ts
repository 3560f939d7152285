import { authHeaders } from './rest';
import { reportUnauthorized } from './unauthorized';

/**
 * Downloads a CSV answer of the API (an export) as `filename`. A fetch rather than a link so that
 * the bearer token goes along; the answer is gathered into a Blob and saved. A failure throws an
 * Error with the server's sentence, for the caller to show.
 */
export async function downloadCsv(url: string, filename: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { accept: 'text/csv, application/json', ...authHeaders() } });
  } catch {
    throw new Error('Portico cannot be reached. Check your connection and try again.');
  }

  if (response.status === 401) void reportUnauthorized();
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(json?.message ?? `The export failed: the server answered ${response.status}. Try again in a moment.`);
  }

  const blob = await response.blob();
  const href = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the delay covers browsers that read the URL late.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
