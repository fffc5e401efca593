export { CampaignPage } from './campaign-page';
