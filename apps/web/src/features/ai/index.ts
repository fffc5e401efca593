export { AssistantPage } from './pages/assistant-page';
