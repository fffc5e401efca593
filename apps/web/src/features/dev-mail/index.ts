export { DevMailPage } from './dev-mail-page';
