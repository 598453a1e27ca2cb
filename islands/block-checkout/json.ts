/** Readers of untrusted JSON (page settings, error bodies): a plain object or `{}`, a string or ''. */
export type Obj = Record<string, unknown>;

/** A plain object, or `{}`. */
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** A string, or ''. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
