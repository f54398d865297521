import type { MenuItem, RestaurantDetail } from '@campuseats/common/restaurants';

/**
 * The menu the API served, with each dish as the eatery's vendor has it now (docs/product.md#menu): a new price,
 * Sold out, a new name or picture. The sections and their order stay as served; a dish removed since shows as
 * sold out until the page is opened again. Without live dishes (a signed-out visitor), the menu as served.
 */
export function withLiveDishes(detail: RestaurantDetail, dishes: readonly MenuItem[] | null): RestaurantDetail {
  if (!dishes) return detail;
  const live = new Map(dishes.map((dish) => [dish._id, dish]));
  const current = (item: MenuItem): MenuItem => {
    const now = live.get(item._id);
    if (!now) return { ...item, available: false };
    return { ...item, name: now.name, desc: now.desc, price: now.price, image: now.image, veg: now.veg, available: now.available };
  };
  return { ...detail, bestsellers: detail.bestsellers.map(current), menu: detail.menu.map((section) => ({ ...section, items: section.items.map(current) })) };
}
