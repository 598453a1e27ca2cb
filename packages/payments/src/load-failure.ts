/** The load-failure message (spec §8), apart from the catalogue: the payment box shows it before anything else loads. */

/** 'Failed to load {method} payment method. …' */
export const LOAD_FAILED = 'Failed to load {method} payment method. Please refresh the page and try again.';

/** 'Failed to load {method title} payment method. …', shown in that method's payment box. */
export const loadFailureMessage = (methodTitle: string): string => LOAD_FAILED.replace('{method}', methodTitle);
