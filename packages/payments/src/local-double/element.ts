/**
 * The local payment double's payment element: accessible card fields (card number, expiry MM / YY, security code)
 * rendered straight into the mount element (no iframe), clearly captioned as the local payment double. It keeps
 * what was typed across unmount/mount, so a re-mounted form still holds the card.
 */
import type { Appearance, StripePaymentElementChangeEvent, StripePaymentElementOptions } from '@stripe/stripe-js';
import { isInertCssValue } from '../appearance';
import { addStyle } from '@storefront/runtime/ui';
import type { PaymentElementEvent, PaymentElementLike } from '../types';
import {
  checkCard,
  checkField,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardFieldError,
  type CardInput,
} from './card-rules';

let counter = 0;

const FIELDS: { field: CardField; label: string; placeholder: string; autocomplete: string }[] = [
  { field: 'number', label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number' },
  { field: 'expiry', label: 'Expiry date (MM / YY)', placeholder: 'MM / YY', autocomplete: 'cc-exp' },
  { field: 'cvc', label: 'Security code', placeholder: 'CVC', autocomplete: 'cc-csc' },
];

/** Caption that says what this form is, so nobody mistakes it for the real provider. */
export const DOUBLE_CAPTION = 'Card details — local payment double (test mode, no real payment is taken)';

const STYLE_ID = 'payment-double-style';
const CSS = `.payment-double{font-family:var(--pd-font);font-size:var(--pd-size);background:var(--pd-bg);color:#1a1a1a;border:1px solid #767676;border-radius:4px;padding:12px}
.payment-double__caption{margin:0 0 8px;font-weight:700}
.payment-double__row{display:flex;flex-wrap:wrap;gap:8px}
.payment-double__field{display:flex;flex-direction:column;flex:1 1 8em}
.payment-double__field--number{flex-basis:100%}
.payment-double input{font:inherit;padding:8px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a}
.payment-double input[aria-invalid=true]{border-color:#b00020}
.payment-double__error{color:#b00020;margin-top:6px}
.payment-double__error:empty{display:none}
.payment-double__terms{margin:8px 0 0;font-size:.9em}`;

/** The double's payment element. */
export class DoubleCardElement implements PaymentElementLike {
  /** What the shopper typed (kept across unmount/mount). */
  readonly values: CardInput = { number: '', expiry: '', cvc: '' };
  private readonly id = `payment-double-${++counter}`;
  private readonly handlers = new Map<PaymentElementEvent, ((event: unknown) => void)[]>();
  private readonly shown = new Map<CardField, CardFieldError>();
  private root: HTMLElement | null = null;
  private target: HTMLElement | null = null;
  private destroyed = false;
  /** The pending `ready` (a task after mount, as the provider's iframe answers later): cleared by unmount. */
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private options: StripePaymentElementOptions,
    private appearance: () => Appearance | undefined,
    private mode: () => string | undefined = () => undefined,
  ) {}

  /** Renders the fields into `target` (an element or a selector) and fires `ready`. */
  mount(target: HTMLElement | string): void {
    if (this.destroyed) throw new Error('This payment element was destroyed.');
    const el = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!el) throw new Error(`No element to mount the payment element on: ${String(target)}`);
    if (this.root) this.unmount();
    addStyle(STYLE_ID, CSS, el.ownerDocument);
    this.target = el;
    this.root = this.render(el.ownerDocument);
    el.append(this.root);
    this.readyTimer = setTimeout(() => this.root && this.emit('ready', { elementType: 'payment' }), 0);
  }

  /** Removes the fields; what was typed is kept for the next mount. */
  unmount(): void {
    clearTimeout(this.readyTimer);
    this.root?.remove();
    this.root = null;
    this.target = null;
  }

  /** Unmounts for good. */
  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.handlers.clear();
  }

  /** Adds an event handler (ready, change, loaderror, focus, blur). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the provider's handlers take event-specific payloads (its own overloads)
  on(event: PaymentElementEvent, handler: (event: any) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  /** Changes options (the saving terms) and re-renders them. */
  update(options: Partial<StripePaymentElementOptions>): this {
    this.options = { ...this.options, ...options };
    if (this.root) this.renderTerms();
    return this;
  }

  /** Whether it is in the document. */
  get mounted(): boolean {
    return !!this.root?.isConnected;
  }

  /** The element it is mounted in, if any. */
  get mountedIn(): HTMLElement | null {
    return this.target;
  }

  /** Checks every field, shows each error, focuses the first invalid field and returns the first error. */
  validateAll(): CardFieldError | null {
    const errors = checkCard(this.values);
    this.shown.clear();
    for (const e of errors) this.shown.set(e.field, e);
    this.renderErrors();
    if (errors[0]) this.input(errors[0].field)?.focus();
    return errors[0] ?? null;
  }

  private emit(event: PaymentElementEvent, payload: unknown): void {
    for (const h of this.handlers.get(event) ?? []) {
      try {
        h(payload);
      } catch (error) {
        console.error('[payment double] handler threw', error);
      }
    }
  }

  private input(field: CardField): HTMLInputElement | null {
    return this.root?.querySelector<HTMLInputElement>(`#${this.id}-${field}`) ?? null;
  }

  private render(doc: Document): HTMLElement {
    const a = this.appearance()?.variables as Record<string, unknown> | undefined;
    const root = doc.createElement('div');
    root.className = 'payment-double';
    root.setAttribute('role', 'group');
    root.setAttribute('aria-labelledby', `${this.id}-caption`);
    // The deferred-intent mode (payment / setup), for tests and the curious.
    root.dataset.mode = this.mode() ?? '';
    // Checked again here (the server checked what it stored against the full allow-list): through CSSOM a custom
    // property can't end its declaration, and the inert check keeps url(), expressions and the like out.
    const css = (name: string, fallback: string) => {
      const value = a?.[name];
      return isInertCssValue(value) ? value.trim() : fallback;
    };
    root.style.setProperty('--pd-font', css('fontFamily', 'inherit'));
    root.style.setProperty('--pd-size', css('fontSizeBase', '15px'));
    root.style.setProperty('--pd-bg', css('colorBackground', '#ffffff'));
    const caption = doc.createElement('p');
    caption.className = 'payment-double__caption';
    caption.id = `${this.id}-caption`;
    caption.textContent = DOUBLE_CAPTION;
    const row = doc.createElement('div');
    row.className = 'payment-double__row';
    for (const f of FIELDS) row.append(this.renderField(doc, f));
    const error = doc.createElement('div');
    error.className = 'payment-double__error';
    error.id = `${this.id}-error`;
    error.setAttribute('role', 'alert');
    const terms = doc.createElement('p');
    terms.className = 'payment-double__terms';
    root.append(caption, row, error, terms);
    this.root = root;
    this.renderErrors();
    this.renderTerms();
    return root;
  }

  private renderField(doc: Document, f: (typeof FIELDS)[number]): HTMLElement {
    const wrap = doc.createElement('div');
    wrap.className = `payment-double__field payment-double__field--${f.field}`;
    const label = doc.createElement('label');
    label.htmlFor = `${this.id}-${f.field}`;
    label.textContent = f.label;
    const input = doc.createElement('input');
    Object.assign(input, {
      id: `${this.id}-${f.field}`,
      type: 'text',
      inputMode: 'numeric',
      autocomplete: f.autocomplete,
      placeholder: f.placeholder,
      spellcheck: false,
    });
    input.setAttribute('autocomplete', f.autocomplete);
    input.setAttribute('aria-describedby', `${this.id}-error`);
    input.value = this.values[f.field];
    input.addEventListener('input', () => this.onInput(f.field, input));
    input.addEventListener('focus', () => this.emit('focus', { elementType: 'payment' }));
    input.addEventListener('blur', () => this.onBlur(f.field));
    wrap.append(label, input);
    return wrap;
  }

  private onInput(field: CardField, input: HTMLInputElement): void {
    const value =
      field === 'number'
        ? formatCardNumber(input.value)
        : field === 'expiry'
          ? formatExpiry(input.value)
          : digitsOf(input.value).slice(0, 4);
    if (input.value !== value) input.value = value;
    this.values[field] = value;
    // A shown error goes as soon as the field is right; new errors wait for blur (like the provider's form).
    if (this.shown.has(field) && !checkField(field, this.values)) {
      this.shown.delete(field);
      this.renderErrors();
    }
    const errors = checkCard(this.values);
    this.emit('change', {
      elementType: 'payment',
      empty: !this.values.number && !this.values.expiry && !this.values.cvc,
      complete: errors.length === 0,
      collapsed: false,
      value: { type: 'card' },
    } satisfies StripePaymentElementChangeEvent);
  }

  private onBlur(field: CardField): void {
    const error = this.values[field] ? checkField(field, this.values) : null;
    if (error) this.shown.set(field, error);
    else this.shown.delete(field);
    this.renderErrors();
    this.emit('blur', { elementType: 'payment' });
  }

  private renderErrors(): void {
    if (!this.root) return;
    for (const f of FIELDS) this.input(f.field)?.setAttribute('aria-invalid', String(this.shown.has(f.field)));
    const first = FIELDS.map((f) => this.shown.get(f.field)).find(Boolean);
    const box = this.root.querySelector('.payment-double__error')!;
    if (box.textContent !== (first?.message ?? '')) box.textContent = first?.message ?? '';
  }

  private renderTerms(): void {
    const terms = this.root?.querySelector<HTMLElement>('.payment-double__terms');
    if (!terms) return;
    const always = (this.options.terms as { card?: string } | undefined)?.card === 'always';
    terms.hidden = !always;
    terms.textContent = always
      ? 'By providing your card information, you allow this shop to charge your card for future payments in accordance with its terms.'
      : '';
  }
}
