/** What the health module offers the rest of the server: marking the instance warm once its searches are. */
export { markWarm } from './readiness.ts';
