import {
  dishRemovedResponseSchema,
  vendorMenuItemResponseSchema,
  vendorMenuResponseSchema,
  type MenuItemInput,
  type VendorMenu,
} from '@campuseats/common/menuEditor';
import type { MenuItem } from '@campuseats/common/restaurants';
import * as routes from '@campuseats/common/api/routes/vendor';
import { apiRequest } from '@/lib/apiClient';

// The menu editor's calls (docs/product.md#the-menu-editor): every answer is the dish or the menu as saved.

/** Every dish of the vendor's eatery, sold-out ones included, by section. */
export function fetchVendorMenu(signal?: AbortSignal): Promise<VendorMenu> {
  return apiRequest(routes.vendorMenu, { schema: vendorMenuResponseSchema, signal });
}

/** A new dish at the end of its section. */
export async function addDish(input: MenuItemInput): Promise<MenuItem> {
  return (await apiRequest(routes.addDish, { body: input, schema: vendorMenuItemResponseSchema })).item;
}

/** The whole dish, changed. */
export async function editDish(dishId: string, input: MenuItemInput): Promise<MenuItem> {
  return (await apiRequest(routes.editDish, { params: { id: dishId }, body: input, schema: vendorMenuItemResponseSchema })).item;
}

/** The Sold out switch. */
export async function setDishAvailable(dishId: string, available: boolean): Promise<MenuItem> {
  return (await apiRequest(routes.setDishAvailable, { params: { id: dishId }, body: { available }, schema: vendorMenuItemResponseSchema })).item;
}

/** Removes the dish for good. */
export async function removeDish(dishId: string): Promise<void> {
  await apiRequest(routes.removeDish, { params: { id: dishId }, schema: dishRemovedResponseSchema });
}

/** The sections in their new order; answers the menu. */
export function orderSections(categories: string[]): Promise<VendorMenu> {
  return apiRequest(routes.orderSections, { body: { categories }, schema: vendorMenuResponseSchema });
}
