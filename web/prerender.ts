import { createServer, isRunnableDevEnvironment, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID } from './src/lib/FirstPaintHandOff';
import { SCREENS, paths, type ScreenName } from './src/lib/routes';
import type * as FirstPaint from './src/app/firstPaint';
import type * as LastSeenCart from './src/features/cart/firstPaint/lastSeenCart';
import type * as SampleCart from './src/lib/cart/sampleCart';
import type * as EarlyProfile from './src/features/profile/firstPaint/earlyProfile';
import type * as EarlyCheckout from './src/features/checkout/firstPaint/earlyCheckout';
import type * as EarlyOrder from './src/features/tracking/firstPaint/earlyOrder';
import { APP_SCRIPT_TAG, indexTemplate, screenChunk, staticImports } from './builtPages';
import { PAGE_SCREENS, pageOfScreen } from './routePages';
import { EARLY_MENU_FILL_SCRIPT, earlyMenuScript } from './src/features/restaurants/api/earlyMenu';
import { appScriptsData, type AppScripts } from './src/lib/firstPaintScripts';

// While a held first paint is in the page (the menu's, which the early script fills with the eatery), the app's
// own picture stays hidden: the first paint gives way only to the finished menu (FirstPaintHandOff.tsx). A
// returning visitor who never sees the first paint (below) sees the app at once.
const HIDE_APP_WHILE_HELD = `
    <style>html:not([data-skip-first-paint]) #${FIRST_PAINT_ID}[${FIRST_PAINT_HOLD_ATTRIBUTE}] ~ #root { display: none; }</style>
`;

interface FirstPaintPage {
  /** A path the screen answers: the menu's first paint is the same for every eatery until its answer arrives. */
  route: string;
  file: string;
  /**
   * Kept until the screen has its data (useFirstPaintUntil), with what the page's head and body add for it. The
   * head's part loads the app itself (`app`: the built page's script and preloads, which are taken out).
   */
  held?: { head: (app: AppScripts) => string; afterFirstPaint: string; screen: string };
}

/** The screens a first visit opens on, and the file Hosting serves each from (firebase.json's rewrites). */
const FIRST_PAINTS: FirstPaintPage[] = [
  { route: paths.home, file: 'home.html' },
  { route: paths.restaurants, file: 'restaurants.html' },
  // Every eatery's menu (/restaurants/{id}): its HTML asks for the menu and draws the eatery's picture and name
  // while the app's code is on its way (src/features/restaurants/api/earlyMenu.ts, docs/decisions/menu-first-paint.md).
  {
    route: paths.restaurant('firstPaint'),
    file: 'menu.html',
    held: {
      head: (app) => `${earlyMenuScript(app)}${HIDE_APP_WHILE_HELD}`,
      afterFirstPaint: EARLY_MENU_FILL_SCRIPT,
      screen: 'src/features/restaurants/components/RestaurantMenuPage.tsx',
    },
  },
];

// The prerendered picture is a signed-out visitor's in the light theme. A browser that chose the dark theme (the
// `theme` key of ThemeModeProvider) or last knew somebody signed in (the `campuseats-signed-in` hint of
// lib/session.tsx) would see the wrong one: it waits for the app instead, as on every other route.
const SKIP_FOR_RETURNING_VISITORS = `
    <style>[data-skip-first-paint] #${FIRST_PAINT_ID} { display: none; }</style>
    <script>
      try {
        if (localStorage.getItem('theme') === 'dark' || localStorage.getItem('campuseats-signed-in') === 'true') {
          document.documentElement.setAttribute('data-skip-first-paint', '');
        }
      } catch (_) {}
    </script>
`;

/**
 * Where the build draws the first picture of a screen with a page of its own (routePages.ts's PAGE_SCREENS): each
 * draws the same one for every visitor it is drawn for, so the build draws it into that page too. A screen of one
 * order (`/orders/:id`) draws the same frame for every id until the order arrives: any well-formed id stands for all.
 * Whom for follows from who may open the screen:
 * - a public one (login, signup, terms) as a first visit sees it (signed out), shown as /home's picture is;
 * - a student's as a returning student sees it before Firebase Auth answers (RequireAuth's likelySignedIn): the
 *   company pages and the frames of the cart, checkout, orders, an order's tracking and the profile, shown only to a
 *   browser that had a student signed in, so the heading and frames are on screen while the shell is still on its
 *   way (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint).
 */
const paintedPath = (screen: ScreenName) => SCREENS[screen].path.replace(/:[^/]+/g, 'firstPaint');

// A returning student's picture would be the wrong one for anybody else: a signed-out visitor is sent to log in, and
// a browser that chose the dark theme draws dark. They wait for the app, as before.
const SKIP_UNLESS_RETURNING_STUDENT = `
    <style>[data-skip-first-paint] #${FIRST_PAINT_ID} { display: none; }</style>
    <script>
      try {
        if (localStorage.getItem('theme') === 'dark' || localStorage.getItem('campuseats-signed-in') !== 'true') {
          document.documentElement.setAttribute('data-skip-first-paint', '');
        }
      } catch (_) {
        document.documentElement.setAttribute('data-skip-first-paint', '');
      }
    </script>
`;

// Where the built index.html loads the app, and where the app draws.
const SCRIPTS = '<script type="module"';
const ROOT = '<div id="root"></div>';
// The built page's module preloads, each alone on its line (its entry script: builtPages.ts).
const PRELOAD_TAG = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;

/** A built page without its app script and preloads, and what they loaded. */
function takeAppScriptsOf(page: string): { page: string; app: AppScripts } {
  const entry = APP_SCRIPT_TAG.exec(page)?.[2];
  if (!entry) throw new Error('prerender: a page has no module script on a line of its own');
  const preloads = [...new Set([...page.matchAll(PRELOAD_TAG)].flatMap((match) => (match[1] ? [match[1]] : [])))];
  return { page: page.replace(APP_SCRIPT_TAG, '').replace(PRELOAD_TAG, ''), app: { entry, preloads } };
}

/**
 * The template without its app script and preloads, and what they loaded, plus the screen's own chunk and its static
 * imports: the app would ask for those only once its entry has run, a round trip and a download later.
 */
function takeAppScripts(template: string, bundle: Rollup.OutputBundle, screen: string): { page: string; app: AppScripts } {
  const { page, app } = takeAppScriptsOf(template);
  const preloads = new Set(app.preloads);
  for (const file of staticImports(bundle, screenChunk(bundle, screen, 'prerender'))) if (`/${file}` !== app.entry) preloads.add(`/${file}`);
  return { page, app: { entry: app.entry, preloads: [...preloads] } };
}

/**
 * Draws each screen's first paint into its page: the pages routePages.ts wrote, and
 * home.html, restaurants.html and menu.html, which it writes beside index.html: the same page with the screen's first paint
 * already in it (top bar, login prompt, the screen itself and its styles), drawn by the app's own components on the server
 * (src/app/firstPaint.tsx). On a phone on 4G the browser shows it as soon as the HTML arrives, where the app needs
 * its JavaScript first; the app then draws the same picture in its place (FirstPaintHandOff).
 */
export function prerenderFirstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'campuseats:prerender-first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const template = indexTemplate(bundle, 'prerender');
      for (const marker of [SCRIPTS, ROOT]) if (!template.includes(marker)) throw new Error(`prerender: index.html has no ${marker}`);
      // A dev server that renders in Node, without watching or optimizing anything: it lives for these renders only.
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const ssr = server.environments.ssr;
        if (!isRunnableDevEnvironment(ssr)) throw new Error('prerender: Vite has no runnable SSR environment');
        const { renderFirstPaint, renderPersonalInfoTemplate, renderAddressChoicesTemplate, renderOrderStatusTemplate } = (await ssr.runner.import(
          '/src/app/firstPaint.tsx',
        )) as typeof FirstPaint;
        const cart = (await ssr.runner.import('/src/features/cart/firstPaint/lastSeenCart.ts')) as typeof LastSeenCart;
        const profile = (await ssr.runner.import('/src/features/profile/firstPaint/earlyProfile.ts')) as typeof EarlyProfile;
        const checkout = (await ssr.runner.import('/src/features/checkout/firstPaint/earlyCheckout.ts')) as typeof EarlyCheckout;
        const order = (await ssr.runner.import('/src/features/tracking/firstPaint/earlyOrder.ts')) as typeof EarlyOrder;
        const { SAMPLE_CART } = (await ssr.runner.import('/src/lib/cart/sampleCart.ts')) as typeof SampleCart;
        const cartDrawnForSample = await renderFirstPaint(paintedPath('cart'), 'returning student', SAMPLE_CART);
        const checkoutDrawnForSample = await renderFirstPaint(paintedPath('checkout'), 'returning student', SAMPLE_CART);
        // The student screens whose page also carries parts of itself drawn for sample data, each in a <template>,
        // which an inline script after the picture fills with what this device knows of the student and puts in
        // place (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint): the cart page with the stored cart; the
        // profile's Personal Information with the profile, the checkout with the addresses and an order's page with
        // the order's status, each asked for with Auth's stored token. Those three hold the picture (the app's own
        // is hidden meanwhile), and their script asks for the app's code once it has its answer: beside the app's
        // modules, over a phone's link, the answer came seconds later.
        const filledFromThisDevice: Partial<Record<ScreenName, { templates: [string, { html: string; headTags: string[] }][]; script: string; holds?: true }>> =
          {
            cart: { templates: [[cart.LAST_SEEN_CART_TEMPLATE_ID, cartDrawnForSample]], script: cart.lastSeenCartScript() },
            profile: { templates: [[profile.EARLY_PROFILE_TEMPLATE_ID, renderPersonalInfoTemplate()]], script: profile.earlyProfileScript(), holds: true },
            checkout: {
              templates: [
                [checkout.EARLY_CHECKOUT_TEMPLATE_ID, checkoutDrawnForSample],
                [checkout.EARLY_ADDRESSES_TEMPLATE_ID, renderAddressChoicesTemplate()],
              ],
              script: checkout.earlyCheckoutScript(),
              holds: true,
            },
            orderTracking: { templates: [[order.EARLY_ORDER_TEMPLATE_ID, renderOrderStatusTemplate()]], script: order.earlyOrderScript(), holds: true },
          };
        for (const { route, file, held } of FIRST_PAINTS) {
          const { html, head } = await renderFirstPaint(route);
          // The head's part goes before the app's scripts, so that the first paint's images are asked for first: on a
          // slow link the scripts would otherwise hold up a picture they are not needed for. A held page's own script
          // takes the place of the app's tags: it asks for the screen's data, then for the app. The picture is inert
          // until the app replaces it: a tap or typed text would go nowhere. (Replacer functions: the markup may
          // hold a `$`, which a replacement string would read as a pattern.)
          let page: string;
          if (held) {
            const { page: withoutApp, app } = takeAppScripts(template, bundle, held.screen);
            page = withoutApp.replace('</head>', () => `    ${held.head(app)}${SKIP_FOR_RETURNING_VISITORS}    ${head}\n  </head>`);
          } else {
            page = template.replace(SCRIPTS, () => `${SKIP_FOR_RETURNING_VISITORS}    ${head}\n    ${SCRIPTS}`);
          }
          const hold = held ? ` ${FIRST_PAINT_HOLD_ATTRIBUTE}` : '';
          page = page.replace(ROOT, () => `<div id="${FIRST_PAINT_ID}"${hold} inert>${html}</div>${held?.afterFirstPaint ?? ''}${ROOT}`);
          this.emitFile({ type: 'asset', fileName: file, source: page });
        }
        for (const screen of PAGE_SCREENS) {
          const file = pageOfScreen(screen).destination.slice(1);
          const asset = bundle[file];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') throw new Error(`prerender: routePages.ts wrote no ${file}`);
          const firstVisit = SCREENS[screen].access === 'anyone';
          const { html, head } = await renderFirstPaint(paintedPath(screen), firstVisit ? 'first visit' : 'returning student');
          const skip = firstVisit ? SKIP_FOR_RETURNING_VISITORS : SKIP_UNLESS_RETURNING_STUDENT;
          // A filled part's styles go in the head with the picture's, each once.
          const fill = filledFromThisDevice[screen];
          const fillTags = [...new Set(fill?.templates.flatMap(([, part]) => part.headTags) ?? [])].filter((tag) => !head.includes(tag));
          const fillHead = `${fill?.holds ? HIDE_APP_WHILE_HELD : ''}${fillTags.join('')}`;
          const afterFirstPaint = fill ? `${fill.templates.map(([id, part]) => `<template id="${id}">${part.html}</template>`).join('')}${fill.script}` : '';
          if (fill?.holds) {
            const { page, app } = takeAppScriptsOf(asset.source);
            asset.source = page.replace('</head>', () => `    ${appScriptsData(app)}${skip}    ${head}${fillHead}\n  </head>`);
          } else {
            asset.source = asset.source.replace(SCRIPTS, () => `${skip}    ${head}${fillHead}\n    ${SCRIPTS}`);
          }
          asset.source = asset.source.replace(ROOT, () => `<div id="${FIRST_PAINT_ID}" inert>${html}</div>${afterFirstPaint}${ROOT}`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
