/**
 * Hover zoom (spec §2): applies only when the store enables it and the large image is wider than the gallery.
 * A large copy of the image follows the pointer inside the slide; it is decorative (the lightbox is the
 * accessible way to see the image large).
 */
export function canZoom(enabled: boolean, largeWidth: number, galleryWidth: number): boolean {
  return enabled && largeWidth > 0 && largeWidth > galleryWidth;
}

/**
 * Attaches hover zoom to one slide (`large`: the large image's URL and width); returns the cleanup. Like jQuery zoom,
 * which WooCommerce uses, it places the image with inline styles (CSSOM), as no theme stylesheet does: the slide
 * clips it (position and overflow given back on cleanup) and it keeps its full width over the theme's `max-width`.
 */
export function attachZoom(slide: HTMLElement, large: { href: string; largeWidth: number }): () => void {
  let zoomImg: HTMLImageElement | null = null;
  const { position, overflow } = slide.style;
  Object.assign(slide.style, { position: 'relative', overflow: 'hidden' });
  const move = (e: MouseEvent) => {
    // The zoom may be attached while the pointer is already inside (the gallery loads it on first reach).
    if (!zoomImg) return enter(e);
    const box = slide.getBoundingClientRect();
    const x = (e.clientX - box.left) / (box.width || 1);
    const y = (e.clientY - box.top) / (box.height || 1);
    zoomImg.style.left = `${-x * (zoomImg.offsetWidth - box.width)}px`;
    zoomImg.style.top = `${-y * (zoomImg.offsetHeight - box.height)}px`;
  };
  function enter(e: MouseEvent) {
    zoomImg?.remove();
    zoomImg = document.createElement('img');
    zoomImg.className = 'zoomImg';
    zoomImg.src = large.href;
    Object.assign(zoomImg.style, { position: 'absolute', width: `${large.largeWidth}px`, height: 'auto', maxWidth: 'none', maxHeight: 'none', border: 'none', pointerEvents: 'none' });
    zoomImg.alt = '';
    zoomImg.setAttribute('aria-hidden', 'true');
    slide.append(zoomImg);
    move(e);
  }
  const leave = () => {
    zoomImg?.remove();
    zoomImg = null;
  };
  slide.classList.add('has-zoom');
  slide.addEventListener('mouseenter', enter);
  slide.addEventListener('mousemove', move);
  slide.addEventListener('mouseleave', leave);
  return () => {
    leave();
    slide.classList.remove('has-zoom');
    Object.assign(slide.style, { position, overflow });
    slide.removeEventListener('mouseenter', enter);
    slide.removeEventListener('mousemove', move);
    slide.removeEventListener('mouseleave', leave);
  };
}
