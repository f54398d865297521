import { dishRemovedResponseSchema, vendorMenuItemResponseSchema, vendorMenuResponseSchema, type MenuItemInput } from '@campuseats/common/menuEditor';
import * as routes from '@campuseats/common/api/routes/vendor';
import { apiRequest } from '@/lib/apiClient';

// Every answer is the dish or the menu as saved (docs/product.md#the-menu-editor).

export const fetchVendorMenu = (signal?: AbortSignal) => apiRequest(routes.vendorMenu, { schema: vendorMenuResponseSchema, signal });

export const addDish = async (input: MenuItemInput) => (await apiRequest(routes.addDish, { body: input, schema: vendorMenuItemResponseSchema })).item;

export const editDish = async (dishId: string, input: MenuItemInput) =>
  (await apiRequest(routes.editDish, { params: { id: dishId }, body: input, schema: vendorMenuItemResponseSchema })).item;

export const setDishAvailable = async (dishId: string, available: boolean) =>
  (await apiRequest(routes.setDishAvailable, { params: { id: dishId }, body: { available }, schema: vendorMenuItemResponseSchema })).item;

export const removeDish = async (dishId: string) => {
  await apiRequest(routes.removeDish, { params: { id: dishId }, schema: dishRemovedResponseSchema });
};

export const orderSections = (categories: string[]) => apiRequest(routes.orderSections, { body: { categories }, schema: vendorMenuResponseSchema });
