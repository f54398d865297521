import type { UserRole } from '@campuseats/common/roles';

// Every address of the app in one place (docs/product.md#routes), without React or zod: the browser tests import it in Node.

/** Who may open a screen: anyone, or a signed-in account of that role (a signed-out visitor is sent to log in). */
export type Access = 'anyone' | UserRole;

/** Every screen: its path (react-router's syntax) and who may open it. */
export const SCREENS = {
  login: { path: '/login', access: 'anyone' },
  signup: { path: '/signup', access: 'anyone' },
  home: { path: '/home', access: 'anyone' },
  restaurants: { path: '/restaurants', access: 'anyone' },
  restaurantMenu: { path: '/restaurants/:id', access: 'anyone' },
  cart: { path: '/cart', access: 'user' },
  checkout: { path: '/checkout', access: 'user' },
  orders: { path: '/orders', access: 'user' },
  orderTracking: { path: '/orders/:id', access: 'user' },
  profile: { path: '/profile', access: 'user' },
  terms: { path: '/terms', access: 'anyone' },
  privacy: { path: '/privacy', access: 'user' },
  about: { path: '/about', access: 'user' },
  team: { path: '/team', access: 'user' },
  careers: { path: '/careers', access: 'user' },
  support: { path: '/support', access: 'user' },
  vendorDashboard: { path: '/vendor/dashboard', access: 'vendor' },
  vendorMenu: { path: '/vendor/menu', access: 'vendor' },
  adminDashboard: { path: '/admin/dashboard', access: 'admin' },
  adminUsers: { path: '/admin/users', access: 'admin' },
  adminAudit: { path: '/admin/audit', access: 'admin' },
  counterBoard: { path: '/eateries/:id/board', access: 'anyone' },
} as const satisfies Record<string, { path: string; access: Access }>;

export type ScreenName = keyof typeof SCREENS;

/** Every staff screen lives under its role's area, where the app shows the staff header and no student bottom bar. */
export const STAFF_AREAS = { vendor: '/vendor/*', admin: '/admin/*' } as const;
export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** A screen without parameters in its path, whose address is that path. */
type FixedScreen = { [N in ScreenName]: (typeof SCREENS)[N]['path'] extends `${string}:${string}` ? never : N }[ScreenName];
const fixedPaths = Object.fromEntries(SCREEN_NAMES.filter((name) => !SCREENS[name].path.includes(':')).map((name) => [name, SCREENS[name].path])) as {
  [N in FixedScreen]: (typeof SCREENS)[N]['path'];
};

export const paths = {
  ...fixedPaths,
  /** The landing page's contact section. */
  contact: `${SCREENS.home.path}#contact`,
  /** The eatery list with its search box focused, ready to type in. */
  openSearch: `${SCREENS.restaurants.path}?search=true`,
  /** The eateries matching `query` (a name, a dish or a cuisine). */
  restaurantsMatching: (query: string) => `${SCREENS.restaurants.path}?search=${encodeURIComponent(query)}`,
  restaurantsInCategory: (slug: string) => `${SCREENS.restaurants.path}?category=${encodeURIComponent(slug)}`,
  restaurant: (id: string) => `${SCREENS.restaurants.path}/${encodeURIComponent(id)}`,
  order: (id: string) => `${SCREENS.orders.path}/${encodeURIComponent(id)}`,
  /** An eatery's public counter board, for a screen at its counter. */
  counterBoard: (eateryId: string) => `/eateries/${encodeURIComponent(eateryId)}/board`,
} as const;

/** Where each role lives: students in the app, staff in their consoles (docs/product.md#roles). */
export const HOME_OF_ROLE: Record<UserRole, string> = { user: paths.restaurants, vendor: paths.vendorDashboard, admin: paths.adminDashboard };

/** Addresses that only lead elsewhere: `/`, the old `/search`, and any address the app does not know. */
export const REDIRECTS = [
  { path: '/', to: paths.home },
  { path: '/search', to: paths.openSearch },
  { path: '*', to: paths.home },
] as const;
