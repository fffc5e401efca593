export { PrivacyPage } from './pages/privacy-page';
export { TermsPage } from './pages/terms-page';
export { AboutPage } from './pages/about-page';
export { ContactPage } from './pages/contact-page';
export { HelpPage } from './pages/help-page';
export { BlankPage } from './pages/blank-page';
