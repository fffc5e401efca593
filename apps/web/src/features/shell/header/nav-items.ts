import {
  Bookmark,
  Building2,
  ClipboardCheck,
  Crown,
  FileText,
  Gift,
  Receipt,
  Search,
  Settings,
  ShoppingCart,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { aiAssistantHref, paths } from '@/config/paths';

export interface NavItem {
  to: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  icon: LucideIcon;
  testId: string;
}

export interface MenuEntry extends NavItem {
  /** docs/product.md §2: choosing an entry clears the current profile, except Applied. */
  keepsProfile?: boolean;
}

export const publicNav: NavItem[] = [
  { to: paths.jobs, labelKey: 'nav.searchJobs', icon: Search, testId: 'nav-search-jobs' },
  { to: paths.company, labelKey: 'nav.company', icon: Building2, testId: 'nav-company' },
];

export const signedInNav: NavItem[] = [
  ...publicNav,
  { to: aiAssistantHref, labelKey: 'nav.aiAssistant', icon: Sparkles, testId: 'nav-ai-assistant' },
  { to: paths.easyApply, labelKey: 'nav.flashApply', icon: ShoppingCart, testId: 'nav-flash-apply' },
];

export const userMenuEntries: MenuEntry[] = [
  { to: paths.settings, labelKey: 'menu.settings', icon: Settings, testId: 'menu-settings' },
  { to: paths.savedJobs, labelKey: 'menu.savedJobs', icon: Bookmark, testId: 'menu-saved-jobs' },
  { to: paths.applied, labelKey: 'menu.applied', icon: ClipboardCheck, testId: 'menu-applied', keepsProfile: true },
  { to: paths.account, labelKey: 'menu.accountPage', icon: UserRound, testId: 'menu-account' },
  { to: paths.resumesManage, labelKey: 'menu.resumesManage', icon: FileText, testId: 'menu-resumes' },
  { to: paths.referral, labelKey: 'menu.referral', icon: Gift, testId: 'menu-referral' },
  { to: paths.membership, labelKey: 'menu.membership', icon: Crown, testId: 'menu-membership' },
  { to: paths.orders, labelKey: 'menu.orders', icon: Receipt, testId: 'menu-orders' },
];

/** The dashboard's side navigation: the header's app entries, then the user menu's. */
export const dashboardNav: MenuEntry[] = [
  { to: aiAssistantHref, labelKey: 'nav.aiAssistant', icon: Sparkles, testId: 'dash-ai-assistant' },
  { to: paths.easyApply, labelKey: 'nav.flashApply', icon: ShoppingCart, testId: 'dash-flash-apply' },
  ...userMenuEntries.map((entry) => ({ ...entry, testId: entry.testId.replace(/^menu-/, 'dash-') })),
];
