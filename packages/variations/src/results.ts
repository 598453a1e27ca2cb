/** Result types of the variation index queries (spec §4 "Option availability", "Variable product add-to-cart area"). */
import type { ChosenSummary } from './summary';

/** Build options. */
export interface IndexOptions {
  /**
   * Attributes with more distinct values than this get no per-value bitsets (memory would be
   * values × variations bits); their availability is read by walking the compatible rows instead.
   * Default 64.
   */
  readonly bitsetValueLimit?: number;
}

/** Availability of one option of a select (spec §4 "Option availability"). */
export interface OptionAvailability {
  readonly value: string;
  /** Some compatible variation has this value or 'any': the option stays in the select. */
  readonly attached: boolean;
  /** Some compatible variation with variation_is_active has it: the option is selectable. */
  readonly enabled: boolean;
}

/** Availability of one select. */
export interface AttributeAvailability {
  readonly name: string;
  /** Listed options in select order. Options not attached are removed; attached but not enabled are disabled. */
  readonly options: readonly OptionAvailability[];
  /** The current value ('' = none). */
  readonly selected: string;
  /** False when a value is chosen but is not an attached and enabled option: the select must be cleared. */
  readonly selectedValid: boolean;
}

/** Result of one availability pass over a selection snapshot. */
export interface AvailabilityResult {
  readonly attributes: readonly AttributeAvailability[];
  /** Names of selects whose current value is no longer enabled (to be cleared). */
  readonly cleared: readonly string[];
}

/** A found variation: its row (= index in the data it was built from) and flags. */
export interface FoundVariation {
  readonly row: number;
  readonly variationId: number;
  readonly isActive: boolean;
  readonly isVisible: boolean;
  readonly isInStock: boolean;
  readonly isPurchasable: boolean;
}

/** Add-to-cart button state (spec §4 "Variable product add-to-cart area"). */
export type AddToCartState = 'selection-needed' | 'unavailable' | 'enabled';

/** Everything the variation form needs after a change (see {@link VariationIndex.update}). */
export interface VariationFormState {
  /** The selection after clearing invalid selects: every attribute name → value ('' = none). */
  readonly selection: Readonly<Record<string, string>>;
  /** Selects that were cleared because their value was no longer enabled. */
  readonly cleared: readonly string[];
  /** Availability computed on the settled selection. */
  readonly attributes: readonly AttributeAvailability[];
  readonly summary: ChosenSummary;
  /** The first matching variation in data order when every attribute is chosen, else null. */
  readonly found: FoundVariation | null;
  /** Every attribute was chosen in the input but no variation resulted: show the no-matching message. */
  readonly noMatch: boolean;
  /** Reset link visibility: at least one attribute chosen. */
  readonly resetVisible: boolean;
  readonly addToCart: AddToCartState;
}
