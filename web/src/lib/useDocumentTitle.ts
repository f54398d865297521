import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const APP_NAME = 'CampusEats';

/**
 * Names the browser tab after the screen ("Past Orders · CampusEats"), which a screen reader also says when a link
 * leads there. Each address starts from the app's name alone (useTitleReset), so a screen that names none shows that.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title} · ${APP_NAME}`;
  }, [title, pathname]);
}

/** The app's layout: before the screens' own effects, every new address starts with the app's name as its title. */
export function useTitleReset(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = APP_NAME;
  }, [pathname]);
}
