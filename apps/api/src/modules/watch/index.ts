/** What other modules may use of the licence watch: its routes and telling followers what a register refresh changed. */
export { myWatchRoutes, watchRoutes } from './routes.ts';
export { announceRegisterChanges } from './service.ts';
