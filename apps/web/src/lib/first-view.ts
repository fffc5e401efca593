import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { getAccessToken, getRefreshToken } from '@/lib/auth/tokens';

const TAKE_OVER_AT_LATEST_MS = 10_000;

function takeOver(): void {
  const view = document.getElementById('first-view');
  const app = document.getElementById('app');
  if (!view || !app) return;
  view.remove();
  app.hidden = false;
}

/**
 * The server's first view of a public page (decision 042): `#first-view` inside `#root`, drawn by the server
 * with the same components, and `#first-view-state`, the answers it was drawn with. The app renders beside it,
 * hidden, and takes its place once the page has rendered, so the visitor sees the page at once and then the
 * same page, live. Signed-in visitors see their own header: the first view (a visitor's) is dropped for them.
 */
export function firstViewMount(root: HTMLElement, queryClient: QueryClient): HTMLElement {
  const view = document.getElementById('first-view');
  const state = document.getElementById('first-view-state');
  if (!view) return root;
  if (getAccessToken() || getRefreshToken()) {
    view.remove();
    return root;
  }
  try {
    if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent) as DehydratedState);
  } catch {
    /* unreadable state: the page asks again */
  }
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.append(app);
  // Should the page never render (an error page, a redirect), the live app still shows, whatever it is showing.
  window.setTimeout(takeOver, TAKE_OVER_AT_LATEST_MS);
  return app;
}

/** Called by the page frame once its page has rendered: the live page replaces the first view before it paints. */
export function useFirstViewTakeOver(): void {
  useLayoutEffect(takeOver, []);
}
