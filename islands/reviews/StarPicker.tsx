import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RATING_SELECT, type StarPickerProps } from './contract';

/** The label's id, giving the label one when it has none (the stars are named by it). */
function labelIdOf(select: HTMLSelectElement): string | undefined {
  const label =
    select.labels?.[0] ??
    (select.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`) : null);
  if (!label) return undefined;
  if (!label.id) label.id = `${select.id || 'rating'}-label`;
  return label.id;
}

/**
 * WooCommerce's review star picker (spec §4, §5): the rating select is replaced by `p.stars`, a radio group of
 * five stars named '1 of 5 stars' … '5 of 5 stars'; choosing one sets the select, marks the star `active` and
 * the group `selected`. When a rating is required and none is chosen, submitting is blocked with the alert
 * 'Please select a rating'.
 */
export function StarPicker({ host, required, requiredText, options }: StarPickerProps & { host: HTMLElement }) {
  const [select] = useState(() => host.querySelector<HTMLSelectElement>(RATING_SELECT));
  const [value, setValue] = useState(() => Number(select?.value) || 0);
  const stars = useRef<(HTMLAnchorElement | null)[]>([]);
  const [labelId] = useState(() => (select ? labelIdOf(select) : undefined));

  useLayoutEffect(() => {
    if (!select) return;
    const wasRequired = select.required;
    // The stars replace the select; its own `required` would make the browser complain about a hidden field.
    select.style.display = 'none';
    select.required = false;
    const form = select.closest('form');
    const onSubmit = (e: Event) => {
      if (!required || select.value) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      window.alert(requiredText);
      stars.current[0]?.focus();
    };
    const onChange = () => setValue(Number(select.value) || 0);
    form?.addEventListener('submit', onSubmit);
    select.addEventListener('change', onChange);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      select.removeEventListener('change', onChange);
      select.style.display = '';
      select.required = wasRequired;
    };
  }, [select, required, requiredText]);

  if (!select) return null;

  const choose = (n: number, focus = false) => {
    select.value = String(n);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setValue(n);
    if (focus) stars.current[n - 1]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, n: number) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step =
      e.key === 'ArrowDown' || e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : e.key === 'ArrowUp' || e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    if (step) {
      e.preventDefault();
      choose(((n - 1 + step + 5) % 5) + 1, true);
    } else if (e.key === ' ') {
      e.preventDefault();
      choose(n);
    }
  };

  // WooCommerce's star markup (p.stars > span > a.star-N), kept so themes' star CSS applies, given radio roles.
  return (
    <p
      className={`stars${value ? ' selected' : ''}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
    >
      <span>
        {options.map((name, i) => {
          const n = i + 1;
          return (
            // eslint-disable-next-line jsx-a11y/anchor-is-valid
            <a
              key={n}
              ref={(el) => void (stars.current[i] = el)}
              href="#"
              role="radio"
              aria-checked={value === n}
              tabIndex={(value || 1) === n ? 0 : -1}
              className={`star-${n}${value === n ? ' active' : ''}${n <= value ? ' filled' : ''}`}
              onClick={(e) => {
                e.preventDefault();
                choose(n);
              }}
              onKeyDown={(e) => onKeyDown(e, n)}
            >
              <span aria-hidden="true">★</span>
              <span className="screen-reader-text">{name}</span>
            </a>
          );
        })}
      </span>
    </p>
  );
}
