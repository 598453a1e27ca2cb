import { request } from '@storefront/http';

/**
 * Fetches a listing page (server HTML, spec §7 "Listings") and parses it into a detached Document. Failures
 * are the HTTP client's `HttpError`s (offline, timeout, non-2xx…), so `errorMessage()` gives the spec's text.
 */
export async function fetchPage(url: string, signal?: AbortSignal): Promise<Document> {
  const text = await request<string>(url, { parse: 'text', signal, headers: { Accept: 'text/html' } });
  return new DOMParser().parseFromString(text, 'text/html');
}
