import { isValidElement } from 'react';
import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, SCREEN_NAMES, SCREENS, STAFF_AREAS, type Access } from '@/lib/routes';
import { RequireAuth } from './RequireAuth';
import { routes } from './router';

// The router must serve each screen of web/src/lib/routes.ts at its path behind the guard its access names: the
// browser tests take the access rules from that module (tests/e2e/support/routes.ts), so this is where the
// router and the tests are held to the same rules.

/** A real address for a path pattern: each `:param` filled in. */
const addressOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'some-id');

/** Who the router lets open `address`: the role of the nearest RequireAuth above the screen, or anyone. */
function accessOf(address: string): { access: Access; path: string | undefined } {
  const matches = matchRoutes(routes, address) ?? [];
  const guard = matches
    .map(({ route }) => route.element)
    .filter((element) => isValidElement<{ role?: Access }>(element) && element.type === RequireAuth)
    .at(-1);
  const access: Access = guard && isValidElement<{ role?: Access }>(guard) ? (guard.props.role ?? 'user') : 'anyone';
  return { access, path: matches.at(-1)?.route.path };
}

/** Every path the router has, the redirects included. */
function routerPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...routerPaths(route.children ?? [])]);
}

describe('the router', () => {
  it.each(SCREEN_NAMES)('serves %s at its path, open to whom the route module says', (name) => {
    const { path, access } = SCREENS[name];
    expect(accessOf(addressOf(path))).toEqual({ access, path });
  });

  it('has no path but the screens and the redirects of the route module', () => {
    const declared = [...SCREEN_NAMES.map((name) => SCREENS[name].path), ...REDIRECTS.map(({ path }) => path)];
    expect(routerPaths(routes).sort()).toEqual(declared.sort());
  });

  it('guards a screen the module opens to students only, and leaves a public one open (the check can fail)', () => {
    expect(accessOf('/checkout').access).toBe('user');
    expect(accessOf('/vendor/dashboard').access).toBe('vendor');
    expect(accessOf('/terms').access).toBe('anyone');
  });

  it.each(SCREEN_NAMES)('puts %s in the staff area of its role, or in none', (name) => {
    const { path, access } = SCREENS[name];
    const areas = Object.entries(STAFF_AREAS).filter(([, area]) => matchPath(area, addressOf(path)) !== null);
    expect(areas.map(([role]) => role)).toEqual(access === 'vendor' || access === 'admin' ? [access] : []);
  });
});
