/**
 * The traffic rules' host and query tests (traffic.ts, loaded only for a landing): apart from url.ts, which the page
 * entry needs on every page.
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
