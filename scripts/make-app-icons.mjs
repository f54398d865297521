// `node scripts/make-app-icons.mjs`, after changing web/public/logo.svg: draws the app's icons with the machine's Chromium.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './emulators.mjs';

const PUBLIC = join(ROOT, 'web', 'public');
const OUT = join(PUBLIC, 'icons');
const LOGO = readFileSync(join(PUBLIC, 'logo.svg'), 'utf8');

// The logo's artwork (bowl and steam, in its 64-unit box) without its rounded tile.
const ARTWORK = LOGO.replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const TILE_COLOUR = /<rect[^>]*fill="([^"]+)"/.exec(LOGO)?.[1];
if (!ARTWORK || !TILE_COLOUR) throw new Error('make-app-icons: web/public/logo.svg is not the rounded tile with artwork this script expects');

// Platforms crop a maskable icon (and iOS rounds its own): the tile fills the square and the artwork shrinks into the safe circle.
const FULL_BLEED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TILE_COLOUR}"/><g transform="translate(32 32) scale(0.8) translate(-32 -34)">${ARTWORK}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: LOGO },
  { file: 'icon-512.png', size: 512, svg: LOGO },
  { file: 'maskable-192.png', size: 192, svg: FULL_BLEED },
  { file: 'maskable-512.png', size: 512, svg: FULL_BLEED },
  { file: 'apple-touch-icon-180.png', size: 180, svg: FULL_BLEED },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const body = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`;
    await page.setContent(body);
    await page.screenshot({ path: join(OUT, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`web/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
