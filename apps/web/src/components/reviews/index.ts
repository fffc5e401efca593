export { ReviewsPanel } from './reviews-panel';
