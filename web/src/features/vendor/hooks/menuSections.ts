import type { MenuItem, MenuSection } from '@campuseats/common/restaurants';

// How the editor's list changes as the API answers (docs/product.md#the-menu-editor), as plain functions.

/** The sections with `dish` as saved, placed where the API stores it. */
export function withDish(sections: readonly MenuSection[], dish: MenuItem): MenuSection[] {
  const stays = sections.some((section) => section.name === dish.category && section.items.some((item) => item._id === dish._id));
  const placed = sections.map((section) => {
    if (stays) return { ...section, items: section.items.map((item) => (item._id === dish._id ? dish : item)) };
    const others = section.items.filter((item) => item._id !== dish._id);
    return { ...section, items: section.name === dish.category ? [...others, dish] : others };
  });
  const withSection = placed.some((section) => section.name === dish.category) ? placed : [...placed, { name: dish.category, items: [dish] }];
  return withSection.filter((section) => section.items.length > 0);
}

/** The sections without the dish `dishId`; a section left empty goes. */
export function withoutDish(sections: readonly MenuSection[], dishId: string): MenuSection[] {
  return sections.map((section) => ({ ...section, items: section.items.filter((item) => item._id !== dishId) })).filter((section) => section.items.length > 0);
}

/** The section names with the one at `index` moved one place up (-1) or down (+1). */
export function movedSection(sections: readonly MenuSection[], index: number, by: -1 | 1): string[] {
  const names = sections.map((section) => section.name);
  const target = index + by;
  const [moving, neighbour] = [names[index], names[target]];
  if (moving === undefined || neighbour === undefined) return names;
  names[index] = neighbour;
  names[target] = moving;
  return names;
}
