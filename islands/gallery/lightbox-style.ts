/**
 * The few glightbox rules the full-screen gallery needs (structure, buttons, captions, the failure message),
 * written for this theme rather than shipping glightbox's whole stylesheet. Injected once, on first open, by
 * the lightbox chunk, so pages that never open the gallery never load it.
 */
export const LIGHTBOX_CSS = `
html.glightbox-open, body.glightbox-open { overflow: hidden; }
.glightbox-container { position: fixed; inset: 0; z-index: 999999; display: flex; align-items: center; justify-content: center; outline: none; }
.glightbox-container .goverlay { position: fixed; inset: 0; background: rgba(0, 0, 0, .92); }
.glightbox-container .gcontainer { position: relative; width: 100%; height: 100%; z-index: 1; }
.glightbox-container .gslider { position: relative; width: 100%; height: 100%; display: flex; align-items: center; justify-content: center; }
.glightbox-container .gslide { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; opacity: 0; visibility: hidden; }
.glightbox-container .gslide.current { opacity: 1; visibility: visible; z-index: 1; position: relative; }
.glightbox-container .gslide-inner-content, .glightbox-container .ginner-container { display: flex; flex-direction: column; align-items: center; max-width: 100%; max-height: 100%; }
.glightbox-container .gslide-media { display: flex; justify-content: center; }
.glightbox-container .gslide-image img { max-height: 85vh; max-width: 92vw; width: auto; height: auto; object-fit: contain; background: #fff; }
.glightbox-container .gslide-description { color: #fff; padding: .75rem 1rem; text-align: center; max-width: 92vw; }
.glightbox-container .gslide-description .gslide-title:empty, .glightbox-container .gslide-description .gslide-desc:empty { display: none; }
.glightbox-container .gdesc-inner { font-size: 1rem; }
.glightbox-container .gbtn { position: absolute; z-index: 2; width: 3rem; height: 3rem; padding: .75rem; display: flex; align-items: center; justify-content: center; background: rgba(0, 0, 0, .6); border: 2px solid #fff; border-radius: 50%; color: #fff; cursor: pointer; }
.glightbox-container .gbtn svg { width: 100%; height: 100%; fill: currentColor; }
.glightbox-container .gbtn:focus-visible, .glightbox-container .gbtn.focused { outline: 3px solid #f5a623; outline-offset: 2px; }
.glightbox-container .gclose { top: 1rem; right: 1rem; }
.glightbox-container .gprev { left: 1rem; top: 50%; transform: translateY(-50%); }
.glightbox-container .gnext { right: 1rem; top: 50%; transform: translateY(-50%); }
.glightbox-container .gbtn.disabled { opacity: .35; cursor: default; }
.glightbox-container .glightbox-button-hidden { display: none; }
.glightbox-container .gloader { position: absolute; top: 50%; left: 50%; width: 2.5rem; height: 2.5rem; margin: -1.25rem 0 0 -1.25rem; border: 3px solid #fff; border-right-color: transparent; border-radius: 50%; z-index: 3; animation: glightbox-spin .8s linear infinite; }
.glightbox-container .gloader:not(.visible) { display: none; }
.glightbox-container .gslide-error { background: #fff; color: #1a1a1a; padding: 1.5rem 2rem; border-radius: 4px; text-align: center; }
.glightbox-container .gslide-error a { color: #1d4f91; }
@keyframes glightbox-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .glightbox-container .gloader { animation: none; } }
`;
