/**
 * Theme rules for the content effects (spec §2 'Headlines', §9): the typed headline's one-line text box (typing
 * changes only its width: nothing moves), the call-to-action title fitted by CSS container units exactly as the
 * island fits it (width / 10 between 24 and 72 px, widths clamped to 400–1140 px), and the entry animations (opacity
 * and transform only, so no layout shift; none for reduced motion).
 */
export const EFFECTS_CSS = `/* Content effects */
.typed-headline { font: 600 1.5rem/1.3 Georgia, serif; margin: 0 0 1.5rem; }
.typed-headline__text { display: inline-block; max-width: 100%; min-height: 1.3em; white-space: nowrap; overflow: hidden; vertical-align: top; }
.typed-headline.is-typing .typed-headline__text { border-right: 2px solid currentColor; }
.cta { margin: 2rem 0; padding: 2rem; background: var(--brand); color: var(--brand-ink); text-align: center; }
.cta-fit { container-type: inline-size; }
.cta-title { margin: 0 0 1rem; font-family: Georgia, serif; font-weight: 600; line-height: 1.15; font-size: clamp(24px, calc(clamp(400px, 100cqw, 1140px) / 10), 72px); }
.cta .button { background: var(--paper); color: var(--brand); border-color: var(--paper); }
[data-animate-state="hidden"] { opacity: 0; }
[data-animate-state="revealed"] { animation: sf-fade-up 800ms ease-out both; }
[data-animate="fade-in"][data-animate-state="revealed"] { animation-name: sf-fade-in; }
[data-animate="slide-left"][data-animate-state="revealed"] { animation-name: sf-slide-left; }
[data-animate="zoom-in"][data-animate-state="revealed"] { animation-name: sf-zoom-in; }
@keyframes sf-fade-up { from { opacity: 0; transform: translateY(25px); } to { opacity: 1; transform: none; } }
@keyframes sf-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes sf-slide-left { from { opacity: 0; transform: translateX(40px); } to { opacity: 1; transform: none; } }
@keyframes sf-zoom-in { from { opacity: 0; transform: scale(.92); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { [data-animate-state] { opacity: 1; animation: none; } }
`;
