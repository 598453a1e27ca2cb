import type { VariationFormProps } from './contract';
import type { VariationView } from './variation-view';

/**
 * The display code (variation-view.ts) of one form, a chunk loaded once, when the shopper first reaches for the form
 * or something has to be shown. Calls made while it loads run in order once it is in; none run after {@link stop}.
 */
export class ViewLoader {
  private view: VariationView | null = null;
  private loading: Promise<VariationView | null> | null = null;
  private queued = 0;
  private stopped = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: VariationFormProps,
  ) {}

  /** Whether the display code was asked for (something of a variation may be on show). */
  get requested(): boolean {
    return this.loading !== null;
  }

  /** Loads the display code once; null when its chunk failed to load. */
  load(): Promise<VariationView | null> {
    return (this.loading ??= import('./variation-view').then(
      ({ VariationView }) => (this.view = new VariationView(this.form, this.props)),
      (error: unknown) => {
        console.error('[storefront] variation-form: display code failed to load', error);
        return null;
      },
    ));
  }

  /** Runs `fn` with the display code: at once when it is in and nothing is queued, otherwise in order after it. */
  run(fn: (view: VariationView) => void): void {
    if (this.view && this.queued === 0) return fn(this.view);
    this.queued++;
    void this.load().then((view) => {
      this.queued--;
      if (view && !this.stopped) fn(view);
    });
  }

  /** Stops the display (its timers) and drops the calls still waiting for the chunk. */
  stop(): void {
    this.stopped = true;
    this.view?.stop();
  }
}
