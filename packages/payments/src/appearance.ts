/**
 * The provider form's appearance (the provider's Appearance API) held to an allow-list: known keys only, and values
 * limited to safe CSS tokens — colours, lengths, font weights, font names and short plain values. Nothing that can
 * load or run anything (`url(`, `image-set(`, `expression`, `@import`), end a declaration or a block (`;`, `{`, `}`),
 * escape (`\`), comment (`/*`) or leave a style element (`<`) gets through. The shop server checks what it stores
 * with it; the local payment double checks each value again before writing it into the page's CSS.
 */
import type { Appearance } from '@stripe/stripe-js';

/** The kinds of value an appearance variable or rule property may hold. */
export type CssValueKind = 'colour' | 'length' | 'weight' | 'lineHeight' | 'font' | 'plain';

const NUMBER = String.raw`-?(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})`;
const LENGTH = new RegExp(String.raw`^${NUMBER}(?:px|em|rem|%|pt|vh|vw|ch|ex)?$`);
const COLOUR_FUNCTION = /^(?:rgb|rgba|hsl|hsla)\(\s*[-+0-9.%\s,/]{1,60}\)$/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED_COLOUR = /^[a-z]{3,24}$/i;
const FONT_NAME = /^(?:"[A-Za-z0-9 _-]{1,60}"|'[A-Za-z0-9 _-]{1,60}'|[A-Za-z][A-Za-z0-9 _-]{0,59})$/;
/** Plain values: words, numbers, lengths, colours (hex or functions) joined by spaces and commas. */
const PLAIN_CHARS = /^[A-Za-z0-9#%.,()\s/+-]{1,200}$/;
const ALLOWED_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const NEVER = /(?:url|image|image-set|cross-fade|element|paint|env|attr|var)\s*\(|expression|@|\/\*|\*\/|\\|[;{}<>]/i;

/**
 * Whether `value` is inert as a CSS value: a short string that can load or run nothing and can't end its
 * declaration or block. Enough where the value goes through CSSOM into a custom property (the payment double);
 * text CSS needs the stricter {@link isSafeCssValue}.
 */
export function isInertCssValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 && !NEVER.test(value);
}

/** Whether `value` is a safe CSS value of `kind`. */
export function isSafeCssValue(kind: CssValueKind, value: unknown): value is string {
  if (!isInertCssValue(value)) return false;
  const v = value.trim();
  switch (kind) {
    case 'colour':
      return HEX_COLOUR.test(v) || COLOUR_FUNCTION.test(v) || NAMED_COLOUR.test(v);
    case 'length':
      return LENGTH.test(v) || v === '0';
    case 'weight':
      return /^(?:normal|bold|bolder|lighter|[1-9]00)$/.test(v);
    case 'lineHeight':
      return v === 'normal' || LENGTH.test(v);
    case 'font':
      return v.split(',').every((name) => FONT_NAME.test(name.trim()));
    case 'plain': {
      if (!PLAIN_CHARS.test(v)) return false;
      // Functions only for colours: anything else followed by '(' is refused.
      for (const m of v.matchAll(/([A-Za-z-]*)\s*\(/g)) if (!ALLOWED_FUNCTIONS.has(m[1]!.toLowerCase())) return false;
      return true;
    }
  }
}

/** The kind of value an appearance variable holds (its name says it), or null for an unknown variable. */
export function variableKind(name: string): CssValueKind | null {
  if (/^color[A-Z][A-Za-z0-9]{0,40}$/.test(name)) return 'colour';
  if (name === 'fontFamily') return 'font';
  if (/^fontWeight[A-Z][A-Za-z]{0,20}$/.test(name)) return 'weight';
  if (name === 'fontLineHeight') return 'lineHeight';
  if (
    /^(?:fontSize[A-Z0-9][A-Za-z0-9]{0,10}|spacing[A-Z][A-Za-z]{0,30}|borderRadius|gridRowSpacing|gridColumnSpacing|tabSpacing|accordionItemSpacing)$/.test(
      name,
    )
  )
    return 'length';
  if (name === 'focusBoxShadow' || name === 'focusOutline') return 'plain';
  return null;
}

/** The kind of value a rule property holds, or null for a property that is not allowed. */
function propertyKind(name: string): CssValueKind | null {
  if (
    /^(?:color|backgroundColor|borderColor|border(?:Top|Right|Bottom|Left)Color|outlineColor|iconColor|fill)$/.test(
      name,
    )
  )
    return 'colour';
  if (name === 'fontFamily') return 'font';
  if (name === 'fontWeight') return 'weight';
  if (name === 'lineHeight') return 'lineHeight';
  if (/^(?:fontSize|letterSpacing|borderRadius|border(?:Top|Right|Bottom|Left)?Width|outlineOffset)$/.test(name))
    return 'length';
  if (
    /^(?:padding|margin)(?:Top|Right|Bottom|Left)?$|^(?:border(?:Top|Right|Bottom|Left)?|borderStyle|boxShadow|outline|textDecoration|textTransform|textShadow|transition|fontVariant|opacity)$/.test(
      name,
    )
  )
    return 'plain';
  return null;
}

/** Rule selectors look like the provider's: `.Input`, `.Tab--selected`, `.Input:focus`, `.Input::placeholder`. */
const SELECTOR = /^\.[A-Z][A-Za-z]{0,30}(?:--[a-z]{1,20}){0,2}(?::{1,2}[a-z-]{1,20})?$/;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The appearance with only allowed keys and safe values, or null when anything in it is unknown or unsafe (the
 * whole appearance is refused rather than partly kept).
 */
export function sanitizeAppearance(input: unknown): Appearance | null {
  if (!isRecord(input)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'theme' && (value === 'stripe' || value === 'night' || value === 'flat')) out.theme = value;
    else if (key === 'labels' && (value === 'above' || value === 'floating')) out.labels = value;
    else if (key === 'disableAnimations' && typeof value === 'boolean') out.disableAnimations = value;
    else if (key === 'variables' && isRecord(value) && Object.keys(value).length <= 60) {
      const variables: Record<string, string> = {};
      for (const [name, v] of Object.entries(value)) {
        const kind = variableKind(name);
        if (!kind || !isSafeCssValue(kind, v)) return null;
        variables[name] = v.trim();
      }
      out.variables = variables;
    } else if (key === 'rules' && isRecord(value) && Object.keys(value).length <= 60) {
      const rules: Record<string, Record<string, string>> = {};
      for (const [selector, declarations] of Object.entries(value)) {
        if (!SELECTOR.test(selector) || !isRecord(declarations) || Object.keys(declarations).length > 40) return null;
        const clean: Record<string, string> = {};
        for (const [prop, v] of Object.entries(declarations)) {
          const kind = propertyKind(prop);
          if (!kind || !isSafeCssValue(kind, v)) return null;
          clean[prop] = v.trim();
        }
        rules[selector] = clean;
      }
      out.rules = rules;
    } else {
      return null;
    }
  }
  return out as Appearance;
}

/** An appearance variable's value when it is safe to write into CSS, else `fallback`. */
export function safeVariable(variables: Record<string, unknown> | undefined, name: string, fallback: string): string {
  const kind = variableKind(name);
  const value = variables?.[name];
  return kind && isSafeCssValue(kind, value) ? value.trim() : fallback;
}
