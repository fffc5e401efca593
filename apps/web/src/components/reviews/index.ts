export { ReviewsPanel, type ReviewsPanelProps } from './reviews-panel';
