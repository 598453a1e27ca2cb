type Globals = Record<string, unknown> | undefined;

/** A page global (`alg_wc_wl`, `alg_wc_wl_ajax`, `alg_wc_wl_notification`), if it is an object. */
export const globalOf = (name: string): Globals => {
  const value = (window as unknown as Record<string, unknown>)[name];
  return value && typeof value === 'object' ? (value as Globals) : undefined;
};

/** A non-empty string, else `fallback`. */
export const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value : fallback;

/** The plugin's booleans: 'yes'/'no', true/false, '1'/'0', 'true'/'false'. */
export const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean'
    ? value
    : typeof value === 'string' && value.trim()
      ? ['yes', 'true', '1', 'on'].includes(value.trim().toLowerCase())
      : fallback;

/** `alg_wc_wl_ajax`, where the calls' actions, nonces and rules are (defaults for anything missing or malformed). */
export const ajaxGlobal = (): Globals => globalOf('alg_wc_wl_ajax');

/** The general nonce (`alg_wc_wl_ajax.nonce`) of every call but the toggle. */
export const pageNonce = (): string => text(ajaxGlobal()?.nonce, '');
