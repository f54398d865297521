import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json';
import { cachePolicyOf, isKeepable, pageFileFor, pageRewritesOf, type RequestFacts } from './cacheRules';

const ORIGIN = 'https://campuseats.example';

function request(path: string, facts: Partial<Omit<RequestFacts, 'url'>> & { origin?: string } = {}): RequestFacts {
  const { origin = ORIGIN, ...rest } = facts;
  return { method: 'GET', mode: 'cors', destination: '', hasAuthorization: false, ...rest, url: new URL(path, origin) };
}

describe('cachePolicyOf', () => {
  it('treats navigations to the app as pages, and leaves the API and Firebase paths alone', () => {
    for (const path of ['/', '/home', '/restaurants', '/restaurants/hostel4Canteen', '/orders/abc', '/vendor/dashboard']) {
      expect(cachePolicyOf(request(path, { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('page');
    }
    for (const path of ['/api/v1/vendors/restaurants', '/api', '/__/auth/handler']) {
      expect(cachePolicyOf(request(path, { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe('network');
    }
  });

  it('keeps the public eatery list and menus, with any query, when nobody signed the request', () => {
    expect(cachePolicyOf(request('/api/v1/vendors/restaurants?search=chai&page=2'), ORIGIN)).toBe('public-read');
    expect(cachePolicyOf(request('/api/v1/vendors/restaurants/hostel4Canteen'), ORIGIN)).toBe('public-read');
  });

  it('never keeps an answer that depends on the user', () => {
    const personal = [
      '/api/v1/cart',
      '/api/v1/cart/item',
      '/api/v1/orders/prevOrders',
      '/api/v1/users/addresses',
      '/api/v1/payments/wallet',
      '/api/v1/auth/verify',
      '/api/v1/vendor/orders',
      '/api/v1/vendor/restaurant',
      '/api/v1/admin/summary',
      // Not a menu: a path below one.
      '/api/v1/vendors/restaurants/hostel4Canteen/items',
    ];
    for (const path of personal) expect(cachePolicyOf(request(path), ORIGIN), path).toBe('network');
    // A public path sent with a token is someone's request: not kept either.
    expect(cachePolicyOf(request('/api/v1/vendors/restaurants/hostel4Canteen', { hasAuthorization: true }), ORIGIN)).toBe('network');
    // Writes are never cached, whatever the path.
    expect(cachePolicyOf(request('/api/v1/vendors/restaurants', { method: 'POST' }), ORIGIN)).toBe('network');
  });

  it('leaves other origins alone: Firebase Auth, Firestore and the emulators on their own ports', () => {
    for (const url of [
      'https://identitytoolkit.googleapis.com/v1/accounts:lookup',
      'https://securetoken.googleapis.com/v1/token',
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel',
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      'https://campuseats.example:8443/images/eateries/chai.webp',
    ]) {
      expect(cachePolicyOf({ ...request('/'), url: new URL(url) }, ORIGIN), url).toBe('network');
      expect(cachePolicyOf({ ...request('/'), url: new URL(url), mode: 'navigate' }, ORIGIN), url).toBe('network');
    }
  });

  it('keeps the pictures of eateries and dishes, and nothing else of the site by this rule', () => {
    expect(cachePolicyOf(request('/images/eateries/chai.webp', { destination: 'image' }), ORIGIN)).toBe('image');
    expect(cachePolicyOf(request('/assets/index-abc.js', { destination: 'script' }), ORIGIN)).toBe('network');
  });
});

describe('isKeepable', () => {
  it('keeps a picture that is a picture and a menu that is JSON, nothing else', () => {
    expect(isKeepable('image', 200, 'image/svg+xml')).toBe(true);
    expect(isKeepable('public-read', 200, 'application/json; charset=utf-8')).toBe(true);
    // Hosting answers a missing picture with the app's page, status 200.
    expect(isKeepable('image', 200, 'text/html; charset=utf-8')).toBe(false);
    expect(isKeepable('public-read', 200, 'text/html')).toBe(false);
    expect(isKeepable('public-read', 404, 'application/json')).toBe(false);
    expect(isKeepable('image', 206, 'image/png')).toBe(false);
    expect(isKeepable('image', 200, null)).toBe(false);
  });
});

describe('pageFileFor, with the rewrites of firebase.json', () => {
  const rewrites = pageRewritesOf(firebaseJson);

  it('answers the file Hosting serves: a first-paint page or a screen page where there is one, index.html elsewhere', () => {
    expect(pageFileFor('/home', rewrites)).toBe('/home.html');
    expect(pageFileFor('/restaurants', rewrites)).toBe('/restaurants.html');
    expect(pageFileFor('/restaurants/hostel4Canteen', rewrites)).toBe('/menu.html');
    expect(pageFileFor('/restaurants/a/b', rewrites)).toBe('/index.html');
    expect(pageFileFor('/', rewrites)).toBe('/index.html');
    expect(pageFileFor('/orders/abc', rewrites)).toBe('/orderTracking.html');
    expect(pageFileFor('/orders', rewrites)).toBe('/orders.html');
    expect(pageFileFor('/cart', rewrites)).toBe('/cart.html');
    expect(pageFileFor('/orders/abc/def', rewrites)).toBe('/index.html');
    expect(pageFileFor('/vendor/dashboard', rewrites)).toBe('/index.html');
  });

  it('leaves out the rewrite to the API function and needs a catch-all page', () => {
    expect(rewrites.every((rewrite) => rewrite.destination.endsWith('.html'))).toBe(true);
    expect(() => pageRewritesOf({ hosting: { rewrites: [{ source: '/home', destination: '/home.html' }] } })).toThrow(/no "\*\*" rewrite/);
  });
});
