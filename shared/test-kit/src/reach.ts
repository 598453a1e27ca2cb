/**
 * The shopper's first reach for the page: a pointer press on the document. Islands that load their heavier part at
 * the first interaction (the payment box's card form) wait for it; tests of that part state it with this.
 */
export function reachForPage(): void {
  document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
}
