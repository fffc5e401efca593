export { DevMailPage, DEV_MAIL_PATH } from './dev-mail-page';
