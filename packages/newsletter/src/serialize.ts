/** The payload MailPoet's serializer makes of a form: top-level fields and the `data[…]` object. */
export interface SerializedForm {
  token: string;
  api_version: string;
  recaptchaWidgetId?: string;
  data: Record<string, unknown>;
}

/**
 * Serializes a MailPoet form: `data[name]` → `data.name`, `data[name][]` → a list, `data[a][b]` → nested; other
 * fields stay top level. Disabled fields and unchecked boxes are left out (as the browser would).
 */
export function serializeForm(form: HTMLFormElement): SerializedForm {
  const top: Record<string, string> = {};
  const data: Record<string, unknown> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const m = /^data\[([^\]]*)\](.*)$/.exec(key);
    if (!m) {
      top[key] = value;
      continue;
    }
    const name = m[1]!;
    const rest = m[2]!;
    if (rest === '[]') {
      const list = Array.isArray(data[name]) ? (data[name] as string[]) : [];
      list.push(value);
      data[name] = list;
    } else if (/^\[[^\]]+\]$/.test(rest)) {
      const inner = data[name] && typeof data[name] === 'object' ? (data[name] as Record<string, string>) : {};
      inner[rest.slice(1, -1)] = value;
      data[name] = inner;
    } else {
      data[name] = value;
    }
  }
  const out: SerializedForm = { token: top.token ?? '', api_version: top.api_version ?? 'v1', data };
  if (top.recaptchaWidgetId !== undefined) out.recaptchaWidgetId = top.recaptchaWidgetId;
  return out;
}

/** `data` without its null (and undefined) values — MailPoet drops them before sending (spec §3). */
export function dropNulls(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null && v !== undefined));
}
