/** What other modules may use of resumes: profiles, stored files and the PDF engine's failure mapping. */
export { readFailure, renderLetter } from './pdf-engine.ts';
/** The resume builder's routes, registered by app.ts. */
export { profileRoutes } from './profile-routes.ts';
export { create as createProfile, hasContent, presentProfile, profilePdf, save as saveProfile, storedReading } from './profiles.ts';
export { findProfile, findResume, listProfiles, listResumes, resumeFileKeys } from './repository.ts';
export { removeFile, resumeKey } from './storage.ts';
export { attachment as attachmentHeader } from './upload.ts';
/** The resumes' background jobs (the queue runs the list in queue/index.ts). */
export { resumesJobs } from './jobs.ts';
