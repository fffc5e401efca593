/** What other modules and the command line use of sponsors: matching an employer, agencies, the register import, aliases. */
export { advertisesForClient, isRecruitmentAgency } from './recruiter-detection.ts';
export { matchSponsor } from './matcher.ts';
export { importRegister, importRegisterText, readRegister, RegisterFormatError, type Progress } from './register.ts';
export { loadRegisterText, RegisterSourceError } from './source.ts';
export { countSponsors, refreshOpenJobs } from './repository.ts';
export { addAlias, AliasError, aliasOrganisations, listAliases, removeAlias, unmatchedEmployers } from './aliases.ts';
export { nameKey, cleanAdvertisedName, isGenericWord } from './normalize.ts';
export { fold } from './fold.ts';
