/** The menu page's container: room at the bottom for the phone's fixed bars (categories, View Cart). */
export const MENU_PAGE_CONTAINER_SX = { py: 3, pb: { xs: 20, md: 12 } } as const;
