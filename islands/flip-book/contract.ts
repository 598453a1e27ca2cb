/**
 * The flip-book island's contract: DearFlip's markup (`div._df_book` with `source`, `height`, `webgl`,
 * `backgroundcolor`, `data-title`, `wpoptions`; `window.option_df_{id}`; the `._df_thumb` / `._df_button` popups),
 * our own `[data-island="flip-book"][data-source]`, the options with their defaults, and the viewer's texts.
 */

/** Spec §9: thumbnails are 150×150. */
export const THUMB_SIZE = 150;
/** Pages rendered on each side of the visible spread; farther pages are released. */
export const PAGE_WINDOW = 2;
/** Zoom steps (the book's scale), smallest to largest. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
/** Autoplay's interval when the options give none, ms. */
export const DEFAULT_AUTOPLAY_MS = 5000;
/** Shortest autoplay interval accepted, ms. */
export const MIN_AUTOPLAY_MS = 1000;
/** A page-turn lasts this long (page-flip's flippingTime), ms. */
export const FLIP_MS = 700;

/** The texts the island's first bundle needs (the viewer's own are in texts.ts). */
export const SHELL_TEXT = {
  loading: 'Loading the document…',
  failed: 'The document could not be loaded.',
  download: 'Download the PDF',
  open: 'Open the flip-book',
} as const;

/** The options of one book, DearFlip's names where it has them, with defaults applied. */
export interface FlipBookOptions {
  /** Book id (`df_{id}` → `{id}`; '' when the element has none): keys the deep link. */
  id: string;
  /** PDF URL ('' when missing: the viewer shows the failure message). */
  source: string;
  title: string;
  /** Book height in px (DearFlip's `height`; 0 → from the page's aspect ratio). */
  height: number;
  backgroundColor: string;
  /** DearFlip `pageMode` 1 (single) or `singlePageMode`; otherwise automatic by the screen's shape. */
  singlePage: boolean;
  /** DearFlip `direction` 2, or an RTL page. */
  rtl: boolean;
  /** Page to open at, 1-based (`openPage`). */
  openPage: number;
  autoEnableOutline: boolean;
  autoEnableThumbnail: boolean;
  enableDownload: boolean;
  enablePrint: boolean;
  enableSound: boolean;
  autoPlay: boolean;
  autoPlayStart: boolean;
  /** ms between autoplay flips (≥ {@link MIN_AUTOPLAY_MS}). */
  autoPlayDuration: number;
  /** `popup` for `._df_thumb` / `._df_button`: the book opens in a dialog. */
  display: 'inline' | 'popup';
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (...vs: unknown[]) => {
  for (const v of vs) if (typeof v === 'string' && v.trim()) return v.trim();
  return '';
};
/** DearFlip's flags come as booleans, numbers or strings ('true', 'yes', '1', 'on'); absent or empty: the default. */
const flag = (v: unknown, fallback: boolean): boolean =>
  v === undefined || v === null || v === '' ? fallback : v === true || /^\s*(1|true|yes|on)\s*$/i.test(String(v));
const int = (v: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};
/** A CSS colour we can set safely: hex, rgb()/hsl() or a keyword; anything else is dropped. */
const color = (v: unknown): string => {
  const s = str(v);
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i.test(s) ? s : '';
};

/** The book id of `df_{id}`. */
export const bookId = (host: Element): string => /^df_(.+)$/.exec(host.id)?.[1] ?? host.id;

/** The options global DearFlip's shortcode prints for a book (`window.option_df_{id}`), or {}. */
export function optionsGlobal(id: string, win: object = window): Record<string, unknown> {
  return id ? obj((win as Record<string, unknown>)[`option_df_${id}`]) : {};
}

/** Keeps http(s) and relative URLs; drops `javascript:` and the like. */
export function safeUrl(raw: string, base = document.baseURI): string {
  if (!raw) return '';
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * The book's options from its markup: the element's attributes, then `wpoptions` JSON, then
 * `window.option_df_{id}` (DearFlip's precedence: the shortcode's options win over the attributes). Unknown or
 * bad values fall back to the defaults; never throws.
 */
export function readFlipBookOptions(host: HTMLElement, win: object = window): FlipBookOptions {
  const id = bookId(host);
  let wp: Record<string, unknown> = {};
  try {
    wp = obj(JSON.parse(host.getAttribute('wpoptions') ?? 'null'));
  } catch {
    wp = {};
  }
  const o = { ...wp, ...optionsGlobal(id, win) };
  const a = (name: string) => host.getAttribute(name) ?? undefined;
  const ds = host.dataset;
  const rtlPage = (host.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';
  const popup = host.matches('._df_thumb, ._df_button');
  return {
    id,
    source: safeUrl(str(o.source, a('source'), ds.source, ds.pdf)),
    title: str(o.title, ds.title, a('title'), popup ? host.textContent : ''),
    height: int(o.height ?? a('height'), 0, 0, 4000),
    backgroundColor: color(o.backgroundColor ?? a('backgroundcolor')),
    singlePage: String(o.pageMode ?? '') === '1' || flag(o.singlePageMode, false),
    rtl: String(o.direction ?? '') === '2' || rtlPage,
    openPage: int(o.openPage ?? ds.page, 1, 1, 100000),
    autoEnableOutline: flag(o.autoEnableOutline, false),
    autoEnableThumbnail: flag(o.autoEnableThumbnail, false),
    enableDownload: flag(o.enableDownload, true),
    enablePrint: flag(o.enablePrint, true),
    enableSound: flag(o.enableSound, true),
    autoPlay: flag(o.autoPlay, true),
    autoPlayStart: flag(o.autoPlayStart, false),
    autoPlayDuration: int(o.autoPlayDuration, DEFAULT_AUTOPLAY_MS, MIN_AUTOPLAY_MS, 600000),
    display: popup ? 'popup' : 'inline',
  };
}
