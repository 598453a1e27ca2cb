/**
 * The form's controls: a labelled input or select with its error under it (linked by `aria-describedby`, marked
 * `aria-invalid`), and the dismissible error notice.
 */
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { ORDER_HISTORY_URL, CHECKOUT_ERROR_TEXT } from '@storefront/validation';
import { TEXTS } from './contract';

/** Props of {@link TextField}. */
export interface FieldProps {
  id: string;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  /** Options make it a select (a first empty option is added when `placeholder` is given). */
  options?: Array<{ value: string; label: string }>;
  placeholder?: string;
  onChange(value: string): void;
  onBlur?(): void;
}

/** One labelled field; optional fields say so in their label. */
export function TextField(p: FieldProps): ReactElement {
  const errorId = `${p.id}-error`;
  const common = {
    id: p.id,
    name: p.id,
    value: p.value,
    required: p.required,
    'aria-invalid': p.error ? true : undefined,
    'aria-describedby': p.error ? errorId : undefined,
    autoComplete: p.autoComplete,
    onBlur: p.onBlur,
  };
  const control = p.options ? (
    <select {...common} onChange={(e) => p.onChange(e.currentTarget.value)}>
      {p.placeholder !== undefined && <option value="">{p.placeholder}</option>}
      {p.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ) : (
    <input {...common} type={p.type ?? 'text'} onInput={(e) => p.onChange(e.currentTarget.value)} />
  );
  return (
    <div className={`wc-block-components-text-input${p.error ? ' has-error' : ''}`}>
      <label htmlFor={p.id}>
        {p.label}
        {!p.required && ` (${TEXTS.optional})`}
      </label>
      {control}
      {p.error && (
        <p id={errorId} className="wc-block-components-validation-error">
          {p.error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link ErrorNotice}. */
interface NoticeProps {
  text: string;
  onDismiss?: () => void;
  onRetry?: () => void;
}

/**
 * The error notice: focused when shown (its `role="alert"` announces it), closed by its button (`onDismiss`), with a
 * 'Retry' button when given `onRetry`.
 */
export function ErrorNotice({ text, onDismiss, onRetry }: NoticeProps): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  let body: ReactNode = text;
  if (text === CHECKOUT_ERROR_TEXT) {
    // The general error links to the order history (spec §8).
    const [before, after] = text.split('order history');
    body = (
      <>
        {before}
        <a href={ORDER_HISTORY_URL}>order history</a>
        {after}
      </>
    );
  }
  return (
    <div ref={ref} className="wc-block-components-notice-banner is-error" role="alert" tabIndex={-1}>
      <div className="wc-block-components-notice-banner__content">{body}</div>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {TEXTS.retry}
        </button>
      )}
      {onDismiss && (
        <button
          type="button"
          className="wc-block-components-notice-banner__dismiss"
          aria-label={TEXTS.dismiss}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
