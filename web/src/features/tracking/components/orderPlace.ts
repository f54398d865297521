/** On a phone the order's cards hold their place until drawn, so the list below is not pushed under the student's eyes. */
export const ORDER_PLACE_MIN_HEIGHT = { xs: 'calc(100dvh - 200px)', md: 0 };
