/** The keyboard's focus ring: one width for every control (docs/product.md#on-every-screen). */
const RING_WIDTH = 3;

export const focusRing = (color: string) => ({ outline: `${RING_WIDTH}px solid ${color}`, outlineOffset: 2 });

/** The ring drawn inside a control's edge, where a scrolling row or a clipped card would cut off what lies outside. */
export const INSET_FOCUS_RING = { outlineOffset: -RING_WIDTH };
