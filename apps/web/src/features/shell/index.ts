export { SiteHeader } from './header/site-header';
export { SiteFooter } from './components/footer';
export { LoadingOverlay } from './components/loading-overlay';
export { MobileNotice } from './components/mobile-notice';
export { ContactWidget } from './contact-widget/contact-widget';
export { dashboardNav } from './header/nav-items';
export { useMenuEntrySelect } from './header/use-menu-entry';
