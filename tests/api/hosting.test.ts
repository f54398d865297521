import { describe, expect, it } from 'vitest';

// Through Hosting's rewrite to the deployed-shape function (the functions emulator), as a browser calls it.
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5000';

describe('Hosting', () => {
  it('rewrites /api/** to the api function', async () => {
    const response = await fetch(`${appUrl}/api/v1/vendors/restaurants?limit=2`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(2);
  });

  it('answers bad input through the function with the one error shape', async () => {
    const response = await fetch(`${appUrl}/api/v1/vendors/restaurants?limit=0`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid-argument');
  });

  it('serves the app for any client-side route', async () => {
    const response = await fetch(`${appUrl}/restaurants/someId`);
    expect(response.status).toBe(200);
    // The menu's page, prerendered for a signed-out visitor, which the app hydrates (docs/architecture.md#rendering).
    expect(await response.text()).toMatch(/<div id="root" data-prerendered="signed-out"/);
  });
});
