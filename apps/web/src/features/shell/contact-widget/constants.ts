/** Contact widget timing (docs/product.md §2, §9). */
export const CONTACT_WIDGET_APPEAR_DELAY_MS = 3000;
/** The widget returns this long after the page stops scrolling. */
export const CONTACT_WIDGET_SCROLL_RETURN_MS = 1000;
/** A touch swipe longer than this (px) hides (downward) or shows (upward) the widget. */
export const CONTACT_WIDGET_SWIPE_THRESHOLD_PX = 50;
