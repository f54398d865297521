import {
  dishRemovedResponseSchema,
  vendorMenuItemResponseSchema,
  vendorMenuResponseSchema,
  type MenuItemInput,
  type VendorMenu,
} from '@campuseats/common/menuEditor';
import type { MenuItem } from '@campuseats/common/restaurants';
import { apiRequest } from '@/lib/apiClient';

// The menu editor's calls (docs/product.md#the-menu-editor): every answer is the dish or the menu as saved.

const dishPath = (dishId: string) => `/vendor/menu/items/${encodeURIComponent(dishId)}`;

/** GET /api/v1/vendor/menu: every dish of the vendor's eatery, sold-out ones included, by section. */
export function fetchVendorMenu(signal?: AbortSignal): Promise<VendorMenu> {
  return apiRequest('/vendor/menu', { schema: vendorMenuResponseSchema, signal });
}

/** POST /api/v1/vendor/menu/items: a new dish at the end of its section. */
export async function addDish(input: MenuItemInput): Promise<MenuItem> {
  return (await apiRequest('/vendor/menu/items', { method: 'POST', body: input, schema: vendorMenuItemResponseSchema })).item;
}

/** PUT /api/v1/vendor/menu/items/{id}: the whole dish, changed. */
export async function editDish(dishId: string, input: MenuItemInput): Promise<MenuItem> {
  return (await apiRequest(dishPath(dishId), { method: 'PUT', body: input, schema: vendorMenuItemResponseSchema })).item;
}

/** PATCH /api/v1/vendor/menu/items/{id}/availability: the Sold out switch. */
export async function setDishAvailable(dishId: string, available: boolean): Promise<MenuItem> {
  return (await apiRequest(`${dishPath(dishId)}/availability`, { method: 'PATCH', body: { available }, schema: vendorMenuItemResponseSchema })).item;
}

/** DELETE /api/v1/vendor/menu/items/{id} */
export async function removeDish(dishId: string): Promise<void> {
  await apiRequest(dishPath(dishId), { method: 'DELETE', schema: dishRemovedResponseSchema });
}

/** PUT /api/v1/vendor/menu/categories: the sections in their new order; answers the menu. */
export function orderSections(categories: string[]): Promise<VendorMenu> {
  return apiRequest('/vendor/menu/categories', { method: 'PUT', body: { categories }, schema: vendorMenuResponseSchema });
}
