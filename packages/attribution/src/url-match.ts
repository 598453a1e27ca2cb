/**
 * The traffic rules' host and query tests and query parser (traffic.ts, loaded only for a landing): apart from
 * url.ts, which the page entry needs on every page.
 */

/** True when `host` is `domain` or one of its subdomains (case-insensitive). */
export function isHostOrSubdomain(host: string, domain: string): boolean {
  const h = host.toLowerCase();
  const d = domain.toLowerCase();
  return h === d || h.endsWith(`.${d}`);
}

/** True when the query has a text parameter called `name` followed by `=` somewhere (sourcebuster's loose test). */
export function queryMentions(query: string, name: string, ignoreCase = true): boolean {
  const q = ignoreCase ? query.toLowerCase() : query;
  return q.includes(`${ignoreCase ? name.toLowerCase() : name}=`);
}

/**
 * Query parameters as sourcebuster reads them: split on `&`, then `=`; the value is the raw text between
 * the first and second `=` (undefined without one); a repeated name joins its values with `,`.
 */
export function queryParams(query: string): Map<string, string | undefined> {
  const params = new Map<string, string | undefined>();
  for (const pair of query.split('&')) {
    const [name = '', value] = pair.split('=');
    const known = params.get(name);
    // A name seen only without `=` is still "not given", so a later value replaces it; a name seen with one
    // gets each later value appended (a missing value as '').
    params.set(name, known === undefined ? value : `${known},${value ?? ''}`);
  }
  return params;
}
