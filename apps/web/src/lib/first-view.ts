import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { toLanguage } from '@jobbridge/contracts/core';
import { useLayoutEffect } from 'react';
import { getAccessToken, getRefreshToken } from '@/lib/auth/tokens';
import { detectLanguage } from '@/lib/i18n';

const TAKE_OVER_AT_LATEST_MS = 10_000;
/** The server parks the first view's test ids under this name: they belong to the live page only. */
const PARKED_TEST_ID = 'data-view-testid';

/**
 * Where the app goes. `hydrate`: into the first view itself, which React adopts as it is (`hydrateRoot`): the
 * browser then builds no second page and swaps nothing. `render`: a fresh render, beside the first view when
 * there is one, which it then replaces.
 */
interface FirstViewMount {
  element: HTMLElement;
  hydrate: boolean;
}

let mode: 'none' | 'hydrate' | 'take-over' = 'none';

function takeOver(): void {
  const view = document.getElementById('first-view');
  if (!view) return;
  if (mode === 'hydrate') {
    // The page is live where it stands: it can be used, and its test ids come back.
    view.removeAttribute('inert');
    for (const element of view.querySelectorAll(`[${PARKED_TEST_ID}]`)) {
      element.setAttribute('data-testid', element.getAttribute(PARKED_TEST_ID) ?? '');
      element.removeAttribute(PARKED_TEST_ID);
    }
    mode = 'none';
    return;
  }
  const app = document.getElementById('app');
  if (!app) return;
  view.remove();
  app.hidden = false;
  mode = 'none';
}

/**
 * The server's first view of a public page (decision 042): `#first-view` inside `#root`, drawn by the server
 * with the same components, and `#first-view-state`, the answers it was drawn with. When the browser would draw
 * the same page (a visitor, in the language the server chose), the app hydrates the first view in place.
 * Otherwise it renders beside it, hidden, and takes its place once the page has rendered. Signed-in visitors see
 * their own header: the first view (a visitor's) is dropped for them.
 * Call before i18next starts: the server's language is read from `<html lang>`, which i18next then sets.
 */
export function firstViewMount(root: HTMLElement, queryClient: QueryClient): FirstViewMount {
  const view = document.getElementById('first-view');
  const state = document.getElementById('first-view-state');
  if (!view) return { element: root, hydrate: false };
  if (getAccessToken() || getRefreshToken()) {
    view.remove();
    return { element: root, hydrate: false };
  }
  try {
    if (state?.textContent) {
      const dehydrated = JSON.parse(state.textContent) as DehydratedState;
      // Fresh as of this page load, whatever the server's clock or its cache said: the app draws the answers it
      // was sent, as the server did, instead of asking again at once.
      const now = Date.now();
      for (const query of dehydrated.queries) query.state.dataUpdatedAt = now;
      hydrate(queryClient, dehydrated);
    }
  } catch {
    /* unreadable state: the page asks again */
  }
  // Should the page never render (an error page, a redirect), the live app still shows, whatever it is showing.
  window.setTimeout(takeOver, TAKE_OVER_AT_LATEST_MS);
  if (detectLanguage() === toLanguage(document.documentElement.lang)) {
    mode = 'hydrate';
    return { element: view, hydrate: true };
  }
  mode = 'take-over';
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.append(app);
  return { element: app, hydrate: false };
}

/**
 * Called by the page frame once its page has rendered (hydrated, or rendered beside the first view): the first
 * view becomes usable, or the live page replaces it before the browser paints.
 */
export function useFirstViewTakeOver(): void {
  useLayoutEffect(takeOver, []);
}
