/**
 * The rules that need zod (`./rules`), loaded when a form is first checked: a page chunk that imports schemas
 * builds all of them when it loads, one long task of the page's start on a phone (decision 049).
 */
export const loadRules = () => import('./rules');
