import { describe, expect, it } from 'vitest';
import { SCREEN_DOWNLOAD_FAILED, routeErrorDetail } from './routeErrorDetail';

describe('routeErrorDetail', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/LandingPage-Bu7vy3eW.js'],
    ['Firefox', 'error loading dynamically imported module: http://127.0.0.1:5000/assets/LandingPage-Bu7vy3eW.js'],
    ['Safari', 'Importing a module script failed.'],
  ])('tells a screen that could not be downloaded in words, without its URL (%s)', (_browser, message) => {
    expect(routeErrorDetail(new TypeError(message))).toBe(SCREEN_DOWNLOAD_FAILED);
  });

  it('keeps the message of any other error', () => {
    expect(routeErrorDetail(new Error('Cannot read properties of undefined'))).toBe('Cannot read properties of undefined');
  });

  it('adds nothing to the title for what is not an Error, or an Error without a message', () => {
    expect(routeErrorDetail({ status: 500 })).toBeNull();
    expect(routeErrorDetail(new Error(''))).toBeNull();
  });
});
