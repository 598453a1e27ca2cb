import type { Scope } from '@storefront/runtime/ui';
import { ms, TYPED_SPEED, TYPED_START_DELAY, TYPED_TEXT, typedSentences } from './contract';

/**
 * Types each sentence, pauses, deletes it and types the next, in turn, for ever (typed.js's loop), after the start
 * delay (`data-typed-start-delay`, default 500 ms). Only the `aria-hidden` text child changes: screen readers read the
 * full text the server printed. Reduced motion: the first sentence stays, still.
 */
export function startTyped(host: HTMLElement, reducedMotion: boolean, scope: Scope): void {
  const text = host.querySelector<HTMLElement>(TYPED_TEXT);
  const sentences = typedSentences(host.dataset);
  if (!text || !sentences.length || reducedMotion) return;
  const original = text.textContent;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;
  let shown = sentences[0]!.length; // the server shows the first sentence whole: start by deleting it
  const later = (fn: () => void, wait: number) => (timer = setTimeout(fn, wait));
  const tick = (deleting: boolean) => {
    const sentence = sentences[index]!;
    shown += deleting ? -1 : 1;
    text.textContent = sentence.slice(0, shown);
    if (!deleting && shown >= sentence.length) later(() => tick(true), TYPED_SPEED.pause);
    else if (deleting && shown <= 0) {
      index = (index + 1) % sentences.length;
      later(() => tick(false), TYPED_SPEED.type);
    } else later(() => tick(deleting), deleting ? TYPED_SPEED.back : TYPED_SPEED.type);
  };
  if (sentences.length > 1)
    later(() => tick(true), ms(host.dataset.typedStartDelay, TYPED_START_DELAY) + TYPED_SPEED.pause);
  host.classList.add('is-typing');
  scope.add(() => {
    clearTimeout(timer);
    host.classList.remove('is-typing');
    text.textContent = original;
  });
}
