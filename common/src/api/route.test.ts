import { describe, expect, it } from 'vitest';
import { fillPath } from './route';
import * as routes from './routes';

describe('fillPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(fillPath(routes.updateAccount.path, { uid: 'a/b c' })).toBe('/admin/users/a%2Fb%20c');
    expect(fillPath(routes.setDishAvailable.path, { id: 'dal1' })).toBe('/vendor/menu/items/dal1/availability');
    expect(fillPath(routes.getCart.path, {})).toBe('/cart');
  });
});

describe('routes', () => {
  it('tells every endpoint apart by method and path', () => {
    const all = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(all).size).toBe(all.length);
  });
});
