import { useEffect, useReducer } from 'react';
import { CONTACT_WIDGET_APPEAR_DELAY_MS, CONTACT_WIDGET_SCROLL_RETURN_MS, CONTACT_WIDGET_SWIPE_THRESHOLD_PX } from './constants';

export interface WidgetVisibility {
  /** The start-up delay has passed. */
  appeared: boolean;
  /** The page is scrolling (or stopped less than the return delay ago). */
  scrolling: boolean;
  /** A downward swipe hid it; an upward swipe brings it back. */
  swipedAway: boolean;
}

export type WidgetEvent = { type: 'appear' } | { type: 'scroll' } | { type: 'scrollSettled' } | { type: 'swipe'; deltaY: number };

export const initialVisibility: WidgetVisibility = { appeared: false, scrolling: false, swipedAway: false };

/** deltaY is the finger's travel, end minus start: positive is a downward swipe. */
export function swipeDirection(deltaY: number, threshold = CONTACT_WIDGET_SWIPE_THRESHOLD_PX): 'down' | 'up' | null {
  if (deltaY > threshold) return 'down';
  if (deltaY < -threshold) return 'up';
  return null;
}

export function visibilityReducer(state: WidgetVisibility, event: WidgetEvent): WidgetVisibility {
  switch (event.type) {
    case 'appear':
      return state.appeared ? state : { ...state, appeared: true };
    case 'scroll':
      return state.scrolling ? state : { ...state, scrolling: true };
    case 'scrollSettled':
      return state.scrolling ? { ...state, scrolling: false } : state;
    case 'swipe': {
      const direction = swipeDirection(event.deltaY);
      if (direction === 'down' && !state.swipedAway) return { ...state, swipedAway: true };
      if (direction === 'up' && state.swipedAway) return { ...state, swipedAway: false };
      return state;
    }
  }
}

export function isWidgetVisible(state: WidgetVisibility): boolean {
  return state.appeared && !state.scrolling && !state.swipedAway;
}

/** Drives the widget from timers, scroll and touch events on `target` (the window by default). */
export function useContactWidgetVisibility(given?: Window): boolean {
  const [state, dispatch] = useReducer(visibilityReducer, initialVisibility);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'appear' }), CONTACT_WIDGET_APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Read here, not as a default parameter: the server's first view (decision 042) renders without a window.
    const target = given ?? window;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let touchStartY: number | null = null;

    const onScroll = () => {
      dispatch({ type: 'scroll' });
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => dispatch({ type: 'scrollSettled' }), CONTACT_WIDGET_SCROLL_RETURN_MS);
    };
    const onTouchStart = (event: TouchEvent) => {
      touchStartY = event.touches[0]?.clientY ?? null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const endY = event.changedTouches[0]?.clientY;
      if (touchStartY !== null && endY !== undefined) dispatch({ type: 'swipe', deltaY: endY - touchStartY });
      touchStartY = null;
    };

    target.addEventListener('scroll', onScroll, { passive: true });
    target.addEventListener('touchstart', onTouchStart, { passive: true });
    target.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      clearTimeout(settleTimer);
      target.removeEventListener('scroll', onScroll);
      target.removeEventListener('touchstart', onTouchStart);
      target.removeEventListener('touchend', onTouchEnd);
    };
  }, [given]);

  return isWidgetVisible(state);
}
