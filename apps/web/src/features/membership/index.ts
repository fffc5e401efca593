export { MembershipPage } from './pages/membership-page';
export { OrdersPage } from './pages/orders-page';
export { ReferralPage } from './pages/referral-page';
export { DevCheckoutPage } from './pages/dev-checkout-page';
