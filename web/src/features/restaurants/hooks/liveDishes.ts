import type { MenuItem, MenuSection, RestaurantDetail } from '@campuseats/common/restaurants';

/**
 * The menu as served, each dish as its vendor has it now (docs/product.md#menu): a dish removed since shows as sold
 * out, and a dish added since goes at the end of its section, or of the menu in a section of its own, as the vendor's
 * editor puts it.
 */
export function withLiveDishes(detail: RestaurantDetail, dishes: readonly MenuItem[] | null): RestaurantDetail {
  if (!dishes) return detail;
  const live = new Map(dishes.map((dish) => [dish._id, dish]));
  const current = (item: MenuItem): MenuItem => {
    const now = live.get(item._id);
    if (!now) return { ...item, available: false };
    return { ...item, name: now.name, desc: now.desc, price: now.price, image: now.image, veg: now.veg, available: now.available };
  };
  const sections = new Map<string, MenuSection>(detail.menu.map((section) => [section.name, { ...section, items: section.items.map(current) }]));
  const served = new Set(detail.menu.flatMap((section) => section.items.map((item) => item._id)));
  const added = dishes.filter((dish) => !served.has(dish._id));
  for (const dish of added) {
    const section = sections.get(dish.category);
    sections.set(dish.category, { name: dish.category, items: [...(section?.items ?? []), dish] });
  }
  const bestsellers = [...detail.bestsellers.map(current), ...added.filter((dish) => dish.bestseller)];
  return { ...detail, bestsellers, menu: [...sections.values()] };
}
