import { StrictMode, type ReactElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, expect } from 'vitest';
import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/lib/query/queryClient';
import { server, unanswered } from './apiStub';

// A screen test (docs/architecture.md#tests) renders one real screen inside the app's real providers (theme,
// session, cart: AppProviders, as main.tsx does) and a router at the screen's address, in jsdom, against MSW. Each render
// has a cache of API answers of its own (the router gives a screen the page's: web/src/app/router.tsx), so no test
// sees an answer another test was given.

/**
 * Registers what every screen test file needs: after each test the screen unmounted, the handlers of that test
 * dropped and the browser storage emptied (theme, cart, the signed-in marker, the tab's kept eatery list), so each test starts as a first visit
 * in the light theme; a request no handler answered fails the test; MSW (listening since apiStub.ts loaded) stops
 * after the file.
 */
export function useScreenTests(): void {
  // A screen's first render in a file loads its lazy parts (the grid, the alert) through Vite's transform: on a busy
  // 2-core machine that can take longer than Testing Library's default second to wait for a text.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    expect(unanswered.splice(0), 'requests no MSW handler answered').toEqual([]);
  });
  afterAll(() => server.close());
}

/**
 * Renders `screen` at `at` (default: `path`), under a route of pattern `path` (`/restaurants/:id`) as the router
 * serves it. Any other address the screen goes to is an empty route: `location()` says where the screen went.
 */
export function renderScreen(screen: ReactElement, { path, at = path }: { path: string; at?: string }) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: null },
    ],
    { initialEntries: [at] },
  );
  // jsdom matches every style rule of the document against an element whenever its computed style is read, which
  // Testing Library's role queries and axe do for each element and its ancestors: with the app's styles in the
  // document that was most of a screen test's time. The styles go to a container outside the document instead. jsdom
  // lays nothing out: of the styles a test could only ever see `display` and `visibility`, and the screens hide what
  // they hide with attributes (`hidden`, `aria-hidden`) or inline styles (MUI's transitions), which stay.
  const rendered = render(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'screen', container: document.createElement('div') })}>
        <AppProviders>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return { ...rendered, location: () => router.state.location, goBack: () => router.navigate(-1) };
}
