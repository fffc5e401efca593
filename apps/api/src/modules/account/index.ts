/** What other modules use of the account: the right to work the person declared (Flash Apply letters). */
export { getRightToWork } from './repository.ts';
export { rightToWorkExpired } from './right-to-work.ts';
