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
 * clips it (its position and overflow cleared on cleanup: nothing else sets them) and it keeps its full width over the theme's `max-width`.
 */
export function attachZoom(slide: HTMLElement, large: { href: string; largeWidth: number }): () => void {
  let zoomImg: HTMLImageElement | null = null;
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
    Object.assign(zoomImg.style, {
      position: 'absolute',
      width: `${large.largeWidth}px`,
      maxWidth: 'none',
      pointerEvents: 'none',
    });
    zoomImg.alt = '';
    zoomImg.setAttribute('aria-hidden', 'true');
    slide.append(zoomImg);
    move(e);
  }
  const leave = () => {
    zoomImg?.remove();
    zoomImg = null;
  };
  const listening = new AbortController();
  const { signal } = listening;
  slide.classList.add('has-zoom');
  slide.addEventListener('mouseenter', enter, { signal });
  slide.addEventListener('mousemove', move, { signal });
  slide.addEventListener('mouseleave', leave, { signal });
  return () => {
    listening.abort();
    leave();
    slide.classList.remove('has-zoom');
    Object.assign(slide.style, { position: '', overflow: '' });
  };
}
