/** What other modules may use of sponsors: matching an employer to the register, agencies, the register import. */
export { advertisesForClient, isRecruitmentAgency } from './agencies.ts';
export { matchSponsor } from './matcher.ts';
export { importRegister, readRegister } from './register.ts';
export { countSponsors } from './repository.ts';
