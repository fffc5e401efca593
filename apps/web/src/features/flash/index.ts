export { FlashPage } from './pages/flash-page';
