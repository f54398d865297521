/**
 * On a phone the order's cards come before the list of orders, and take more than a screen (1,265 px for a placed
 * order at 375 px): until they are all drawn, their place holds most of one, so that the list stays out of view
 * instead of being pushed down under the student's eyes when they arrive. (A module of its own: the build's first
 * paint uses it without the page's live listeners, whose Firebase would start Auth in the build.)
 */
export const ORDER_PLACE_MIN_HEIGHT = { xs: 'calc(100dvh - 200px)', md: 0 };
