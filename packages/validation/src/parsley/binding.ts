/*
 * The DOM binding of parsley-style forms (`data-parsley-*` attributes) on yup: parsley's error markup
 * (`ul.parsley-errors-list` with one `li.parsley-{rule}`, `parsley-error` / `parsley-success` on the field),
 * linked to the field (`aria-invalid`, `aria-describedby`) and announced (the list is a polite live region,
 * created empty when the form is bound, as parsley does). Timing per spec §5: while typing, values of 3
 * characters or fewer are not validated until the field has shown an error; after a failed submit, every input
 * validates.
 */
import type { FieldValue } from '../generic-rules';
import { shouldValidateOnInput } from '../generic-rules';
import { PARSLEY_FIELDS, parsleyAttr, readParsleyRules, remoteMessage } from './constraints';
import { fieldSchema, firstError, type RemoteFetch } from './schema';
import { submitNatively } from '../submit-natively';

/** Options of {@link bindParsleyForm}. */
export interface ParsleyFormOptions {
  /** Asks remote validators (default: `fetch`, same-origin credentials). */
  remoteFetch?: RemoteFetch;
  /**
   * Validate on submit and stop an invalid submission; a valid one goes on natively (with its submit button's
   * name and value). Leave off when the caller submits itself (the newsletter's ajax submit).
   */
  guardSubmit?: boolean;
  /** Extra checks run with every full validation (e.g. a captcha): return false to fail the form. */
  extraCheck?: () => boolean;
}

/** A bound form. */
export interface ParsleyForm {
  /** Validates every field and shows the results; `submit` marks a failed submit (every input validates then). */
  validate(opts?: { submit?: boolean }): Promise<boolean>;
  /** Validates one field (any input of a group) and shows its result. */
  validateField(el: Element): Promise<boolean>;
  /** Clears every message and mark and the timing state (after a successful subscription). */
  reset(): void;
  /** Removes listeners and the markup it added. */
  destroy(): void;
}

type FieldEl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldState {
  inputs: FieldEl[];
  list: HTMLUListElement;
  errorShown: boolean;
  /** Guards against an older (slower, remote) result overwriting a newer one. */
  run: number;
}

let nextId = 0;

/** The value parsley validates: text, or the checked values of a checkbox group / multiple select. */
export function fieldValue(inputs: readonly FieldEl[]): FieldValue {
  const first = inputs[0];
  if (!first) return '';
  if (first instanceof HTMLInputElement && (first.type === 'checkbox' || first.type === 'radio')) {
    const checked = (inputs as HTMLInputElement[]).filter((i) => i.checked).map((i) => i.value);
    return inputs.length > 1 && first.type === 'checkbox' ? checked : (checked[0] ?? '');
  }
  if (first instanceof HTMLSelectElement && first.multiple) return [...first.selectedOptions].map((o) => o.value);
  return first.value;
}

/** Binds parsley-style validation to `form`. Call `destroy()` to undo. */
export function bindParsleyForm(form: HTMLFormElement, opts: ParsleyFormOptions = {}): ParsleyForm {
  const fields = new Map<string, FieldState>();
  const added: Element[] = [];
  const describedBefore = new Map<Element, string | null>();
  const remoteCache = new Map<string, boolean>();
  const controller = new AbortController();
  let failedSubmit = false;
  // As parsley does: the browser's own bubbles would show first and block the submit event.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;

  for (const el of form.querySelectorAll<FieldEl>(PARSLEY_FIELDS)) {
    if (parsleyAttr(el, 'excluded') !== null || el.disabled) continue;
    const state = fields.get(el.name);
    if (state) {
      state.inputs.push(el);
      continue;
    }
    const list = document.createElement('ul');
    list.className = 'parsley-errors-list';
    list.id = `parsley-id-${++nextId}`;
    list.setAttribute('aria-live', 'polite');
    const containerSel = parsleyAttr(el, 'errors-container');
    let container: Element | null = null;
    try {
      container = containerSel ? document.querySelector(containerSel) : null;
    } catch {
      container = null;
    }
    fields.set(el.name, { inputs: [el], list, errorShown: false, run: 0 });
    added.push(list);
    if (container) container.append(list);
  }
  // Placed now, so each list is a live region before it has anything to say.
  for (const state of fields.values()) placeAfterGroup(state);

  function placeAfterGroup(state: FieldState | undefined): void {
    if (!state || state.list.isConnected) return;
    const last = state.inputs[state.inputs.length - 1]!;
    // A checkbox or radio sits inside its label: the list goes after the label.
    const anchor = last.closest('label') ?? last;
    anchor.after(state.list);
  }

  function show(state: FieldState, message: string | null): void {
    const { list, inputs } = state;
    list.replaceChildren();
    if (message) {
      const li = document.createElement('li');
      li.textContent = message;
      list.append(li);
      state.errorShown = true;
    }
    list.classList.toggle('filled', !!message);
    for (const input of inputs) {
      input.classList.toggle('parsley-error', !!message);
      input.classList.toggle('parsley-success', !message);
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!describedBefore.has(input)) describedBefore.set(input, input.getAttribute('aria-describedby'));
      const rest = ids.filter((id) => id !== list.id);
      const next = message ? [...rest, list.id] : rest;
      if (next.length) input.setAttribute('aria-describedby', next.join(' '));
      else input.removeAttribute('aria-describedby');
    }
  }

  async function check(state: FieldState): Promise<boolean> {
    const run = ++state.run;
    const first = state.inputs[0]!;
    const rules = readParsleyRules(first, form);
    const schema = fieldSchema(
      { ...rules, group: rules.group || state.inputs.length > 1 },
      {
        name: first.name,
        remoteCache,
        remoteFetch: opts.remoteFetch,
        remoteMessage: remoteMessage(first),
        signal: controller.signal,
      },
    );
    const message = await firstError(schema, fieldValue(state.inputs));
    if (run === state.run && !controller.signal.aborted) show(state, message);
    return message === null;
  }

  const stateOf = (el: Element): FieldState | undefined =>
    'name' in el ? fields.get(String((el as FieldEl).name)) : undefined;

  const onInput = (event: Event) => {
    const el = event.target as FieldEl;
    const state = stateOf(el);
    if (!state) return;
    const value = typeof el.value === 'string' && el.type !== 'checkbox' && el.type !== 'radio' ? el.value : 'checked';
    if (event.type === 'input' && !shouldValidateOnInput(value, { errorShown: state.errorShown, failedSubmit })) return;
    void check(state);
  };

  async function validate({ submit = false } = {}): Promise<boolean> {
    // Remote answers are kept until the next submit.
    if (submit) remoteCache.clear();
    const results = await Promise.all([...fields.values()].map(check));
    const valid = results.every(Boolean) && (opts.extraCheck?.() ?? true);
    if (submit && !valid) failedSubmit = true;
    if (!valid) {
      const firstInvalid = [...fields.values()].find((s) => s.list.classList.contains('filled'))?.inputs[0];
      firstInvalid?.focus();
    }
    return valid;
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const submitter = event.submitter;
    void validate({ submit: true }).then((valid) => {
      if (!valid || controller.signal.aborted) return;
      submitNatively(form, submitter);
    });
  };

  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  if (opts.guardSubmit) form.addEventListener('submit', onSubmit);

  return {
    validate,
    validateField: (el) => {
      const state = stateOf(el);
      return state ? check(state) : Promise.resolve(true);
    },
    reset() {
      failedSubmit = false;
      remoteCache.clear();
      for (const state of fields.values()) {
        state.run++;
        show(state, null);
        state.errorShown = false;
        for (const input of state.inputs) input.classList.remove('parsley-success');
      }
    },
    destroy() {
      controller.abort();
      form.noValidate = hadNoValidate;
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('submit', onSubmit);
      for (const el of added) el.remove();
      for (const state of fields.values()) {
        for (const input of state.inputs) {
          input.classList.remove('parsley-error', 'parsley-success');
          input.removeAttribute('aria-invalid');
          const before = describedBefore.get(input);
          if (before) input.setAttribute('aria-describedby', before);
          else if (describedBefore.has(input)) input.removeAttribute('aria-describedby');
        }
      }
    },
  };
}
