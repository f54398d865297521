/**
 * Where a notice that pops up at the top of the screen sits: just under the header (56 px on phones, 64 px from
 * 600 px wide), so that it never covers the header's buttons (the cart, the bell, a console's menu) while it shows.
 */
export const BELOW_HEADER = { top: { xs: 64, sm: 72 } } as const;
