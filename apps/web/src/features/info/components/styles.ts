/** Shared class names of the information pages. */
export const focusRing = 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export const linkClass =
  `font-medium text-primary-700 underline decoration-primary-300 underline-offset-2 ` +
  `hover:text-primary-900 hover:decoration-primary-700 ${focusRing}`;
