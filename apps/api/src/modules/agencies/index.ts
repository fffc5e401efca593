/** What other parts of the API may use of agencies: the routes, the demo seed and the admin command's calls. */
export { agencyRoutes } from './routes.ts';
export { seedDemoAgencies } from './demo/seed.ts';
export { agencyExists, importAgencies, listAll as listAllAgencies, removeAgency } from './service.ts';
export { readAgencies } from './input.ts';
