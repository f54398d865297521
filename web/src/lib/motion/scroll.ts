// Scroll-driven effects as pure functions of element geometry, unit-tested without a browser.

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** How far a tall "pinned" section has been scrolled through: 0 as its top reaches the viewport's, 1 as its bottom reaches the viewport's. */
export function pinnedProgress(sectionTop: number, sectionHeight: number, viewportHeight: number): number {
  const travel = sectionHeight - viewportHeight;
  if (travel <= 0) return 0;
  return clamp01(-sectionTop / travel);
}

/** How far an element has travelled through the viewport: 0 as its top enters at the bottom, 1 as its bottom leaves at the top. */
export function viewportProgress(elementTop: number, elementHeight: number, viewportHeight: number): number {
  const travel = viewportHeight + elementHeight;
  if (travel <= 0) return 0;
  return clamp01((viewportHeight - elementTop) / travel);
}

/** The IntersectionObserver margin that fires as an element's top reaches `fraction` of the viewport's height. */
export function viewportLineMargin(fraction: number): string {
  return `0px 0px -${Math.round((1 - clamp01(fraction)) * 100)}% 0px`;
}

/** The vertical offset (px) of one letter of the wave text at a scroll progress: a sine wave that travels along the line. */
export function waveOffset(letterIndex: number, progress: number, amplitude = 18, wavelength = 9): number {
  return amplitude * Math.sin(2 * Math.PI * (letterIndex / wavelength - progress * 2));
}
