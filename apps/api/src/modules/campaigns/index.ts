/** What the admin command line uses of campaigns: making campaigns and codes, and listing them. */
export { createCodes, upsertCampaign, type CampaignStatus } from './service.ts';
export { listCampaigns, listCodes } from './repository.ts';
