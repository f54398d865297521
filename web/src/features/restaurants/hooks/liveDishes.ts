import type { MenuItem, RestaurantDetail } from '@campuseats/common/restaurants';

/** The menu as served, each dish as its vendor has it now (docs/product.md#menu); a dish removed since shows as sold out. */
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
