export { FeedbackPage } from './pages/feedback-page';
export { PostJobPage } from './pages/post-job-page';
