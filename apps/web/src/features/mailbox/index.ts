export { MailboxSection } from './components/mailbox-section';
export { MailboxSummary } from './components/mailbox-summary';
