import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { StoredCart } from '@/lib/cart/storedCartSchema';
import { RETURNING_STUDENT_SESSION } from '@/lib/session';
import { AddAddressButton, AddressChoices } from '@/features/checkout/components/AddressSection';
import { SAMPLE_ADDRESSES } from '@/features/checkout/firstPaint/earlyCheckout';
import { PersonalInfoSection } from '@/features/profile/components/PersonalInfoSection';
import { SAMPLE_PROFILE } from '@/features/profile/firstPaint/earlyProfile';
import { OrderStatusCard } from '@/features/tracking/components/OrderStatusCard';
import { ORDER_PLACE_MIN_HEIGHT } from '@/features/tracking/components/orderPlace';
import { EARLY_ORDER_STATUS_ATTRIBUTE, sampleOrder } from '@/features/tracking/firstPaint/earlyOrder';
import { ORDER_PROGRESS } from '@campuseats/common/orderStatus';
import { Box } from '@mui/material';
import { AppProviders } from './App';
import { routes } from './router';

// What belongs in the page's head rather than in its body: emotion's server rendering writes each rule set as a
// <style> tag just before the first element that uses it, and React starts the markup with a preload of each image.
const HEAD_TAGS = /<style data-emotion="[^"]*">.*?<\/style>|<link rel="preload" as="image"[^>]*\/>/gs;

/** Whom a first paint is drawn for: a browser that never signed in here, or one where a student did. */
type FirstPaintVisitor = 'first visit' | 'returning student';

/**
 * What the app draws first at `path` in the light theme with an empty cart (or, for a returning student, the
 * `lastSeenCart` this browser kept): on a first visit (signed out), or on a returning student's visit until Firebase
 * Auth answers. Run at build time by web/prerender.ts, in Node: nothing that reads the browser runs here (state
 * initialisers fall back to their signed-out, light defaults; effects never run). Returns the markup and the tags it
 * needs in the page's head (its styles, and preloads of its images), joined and one by one.
 */
export async function renderFirstPaint(
  path: string,
  visitor: FirstPaintVisitor = 'first visit',
  lastSeenCart?: StoredCart,
): Promise<{ html: string; head: string; headTags: string[] }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://campuseats.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}): only a screen can be prerendered`);
  return renderWithStyles(
    <AppProviders session={visitor === 'returning student' ? RETURNING_STUDENT_SESSION : undefined} lastSeenCart={lastSeenCart}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/**
 * The profile's Personal Information section as the app draws it for SAMPLE_PROFILE, which the profile page's
 * script fills with the student's own (features/profile/firstPaint/earlyProfile.ts).
 */
export function renderPersonalInfoTemplate(): { html: string; headTags: string[] } {
  return renderWithStyles(
    <AppProviders session={RETURNING_STUDENT_SESSION}>
      <PersonalInfoSection profile={SAMPLE_PROFILE} />
    </AppProviders>,
  );
}

/**
 * The checkout's address choices as the app draws them for SAMPLE_ADDRESSES, which the checkout page's script fills
 * with the student's own (features/checkout/firstPaint/earlyCheckout.ts).
 */
export function renderAddressChoicesTemplate(): { html: string; headTags: string[] } {
  const chooseNothing = () => {};
  return renderWithStyles(
    <AppProviders session={RETURNING_STUDENT_SESSION}>
      <AddressChoices addresses={SAMPLE_ADDRESSES} selectedId={SAMPLE_ADDRESSES[0]?._id ?? null} onSelect={chooseNothing} />
      <AddAddressButton onClick={chooseNothing} />
    </AppProviders>,
  );
}

/**
 * The tracking page's Order Status card as the app draws it for an order at each step of the way (sampleOrder),
 * each in the place the order's cards keep on a phone: the order's page fills the one of its order's step
 * (features/tracking/firstPaint/earlyOrder.ts).
 */
export function renderOrderStatusTemplate(): { html: string; headTags: string[] } {
  return renderWithStyles(
    <AppProviders session={RETURNING_STUDENT_SESSION}>
      {ORDER_PROGRESS.map((status) => (
        <Box key={status} {...{ [EARLY_ORDER_STATUS_ATTRIBUTE]: status }} sx={{ minHeight: ORDER_PLACE_MIN_HEIGHT }}>
          <OrderStatusCard order={sampleOrder(status)} />
        </Box>
      ))}
    </AppProviders>,
  );
}

/** `content`'s markup, and the tags it needs in the page's head, joined and one by one. */
function renderWithStyles(content: ReactNode): { html: string; head: string; headTags: string[] } {
  // A cache per page: the default one is shared, and would leave out of this page what an earlier page already styled.
  const cache = createCache({ key: 'css' });
  const markup = renderToString(<CacheProvider value={cache}>{content}</CacheProvider>);
  const head: string[] = [];
  // In the same order (later rules win ties); emotion's client finds its styles in the head and reuses them.
  const html = markup.replace(HEAD_TAGS, (tag) => {
    head.push(tag);
    return '';
  });
  return { html, head: head.join(''), headTags: head };
}
