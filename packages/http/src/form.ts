/** A plain object to be sent as form fields; nested objects and arrays are encoded the PHP way. */
export type FormFields = Record<string, unknown>;

/** Anything `request()` accepts as a form body. */
export type FormBody = URLSearchParams | FormData | FormFields;

/**
 * Appends `value` under `key` the way jQuery.param (and so WooCommerce's scripts) does, which is
 * what PHP parses back into arrays: `attributes[attribute_pa_size]=A4`, `ids[]=1&ids[]=2`,
 * `rows[0][id]=5`. `null` becomes an empty field; `undefined` is skipped so optional properties
 * can be left unset.
 */
function appendField(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      appendField(params, `${key}[${item !== null && typeof item === 'object' ? i : ''}]`, item),
    );
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) appendField(params, `${key}[${k}]`, v);
  } else {
    params.append(key, value === null ? '' : String(value));
  }
}

/** Encodes a plain object as PHP-style form fields (see `appendField`). */
export function encodeForm(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) appendField(params, k, v);
  return params;
}

/** Copies any form body into a new `URLSearchParams` (files in a `FormData` are dropped). */
export function toSearchParams(body: FormBody | undefined): URLSearchParams {
  if (body instanceof URLSearchParams) return new URLSearchParams(body);
  if (body instanceof FormData) {
    const params = new URLSearchParams();
    body.forEach((v, k) => typeof v === 'string' && params.append(k, v));
    return params;
  }
  return encodeForm(body ?? {});
}

function copyFormData(body: FormData): FormData {
  const copy = new FormData();
  body.forEach((v, k) => copy.append(k, v));
  return copy;
}

/**
 * Copies a form body and sets one field on the copy (replacing any field of that name, since PHP
 * keeps the last duplicate). `FormData` stays `FormData` so uploads survive.
 */
export function withField(body: FormBody | undefined, name: string, value: string): URLSearchParams | FormData {
  const copy = body instanceof FormData ? copyFormData(body) : toSearchParams(body);
  copy.set(name, value);
  return copy;
}

/** Appends form fields to a URL's query string. */
export function withQuery(url: string, body: FormBody | undefined): string {
  const query = toSearchParams(body).toString();
  return query ? url + (url.includes('?') ? '&' : '?') + query : url;
}
