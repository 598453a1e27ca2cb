import { announce } from '@storefront/runtime/ui';
import { SEL, TIMINGS } from './contract';

/**
 * The form's 'Clear' links (spec §4 "Reset link"): buttons to assistive tech (Space works too, see the controller),
 * shown only once something is chosen, and the reset announcement, spoken in the form's own alert region (emptied
 * again so the same words are spoken on the next reset) or, without one, in the page's live region.
 */
export class ResetLink {
  private clearTimer: ReturnType<typeof setTimeout> | undefined;
  /** Cancels an announcement not spoken yet (the page's live region waits for a new region). */
  private cancelAnnounce = () => {};

  constructor(
    private readonly form: HTMLFormElement,
    private readonly text: string,
  ) {
    form.querySelectorAll(SEL.reset).forEach((a) => a.setAttribute('role', 'button'));
  }

  /** Shows or hides every reset link of the form. */
  show(visible: boolean): void {
    this.form.querySelectorAll<HTMLElement>(SEL.reset).forEach((a) => {
      a.style.visibility = visible ? 'visible' : 'hidden';
      a.style.display = visible ? 'inline-block' : 'none';
    });
  }

  /** Says the form was reset. */
  announce(): void {
    const region = this.form.querySelector<HTMLElement>(SEL.resetAlert);
    if (!region) {
      this.cancelAnnounce();
      this.cancelAnnounce = announce(this.text);
      return;
    }
    region.textContent = this.text;
    clearTimeout(this.clearTimer);
    this.clearTimer = setTimeout(() => (region.textContent = ''), TIMINGS.resetAlertClearMs);
  }

  /** Drops a pending announcement and the region's clearing. */
  stop(): void {
    clearTimeout(this.clearTimer);
    this.cancelAnnounce();
  }
}
