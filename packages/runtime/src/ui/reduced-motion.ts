/** Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`): animations run instantly then. */
export const prefersReducedMotion = (): boolean => !!self.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
