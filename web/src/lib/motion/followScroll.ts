/**
 * Runs `update` now, then at most once per animation frame while the page scrolls or resizes: a scroll-driven
 * effect writes its styles directly, never through a React render. Answers the function that stops it.
 */
export function followScroll(update: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
