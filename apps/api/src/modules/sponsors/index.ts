/** What other modules may use of sponsors: matching an employer to the register, agencies, the register import, aliases. */
export { advertisesForClient, isRecruitmentAgency } from './agencies.ts';
export { matchSponsor } from './matcher.ts';
export { importRegister, readRegister, readRegisterOffThread, type Progress } from './register.ts';
export { loadRegisterText } from './source.ts';
export { countSponsors, refreshOpenJobs } from './repository.ts';
export { addAlias, AliasError, aliasOrganisations, listAliases, removeAlias, unmatchedEmployers } from './aliases.ts';
export { nameKey, cleanAdvertisedName, isGenericWord } from './normalize.ts';
export { fold } from './fold.ts';
