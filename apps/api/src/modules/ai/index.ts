/**
 * What other modules may use of the AI assistant: reading a person's resume and a job as the writer reads them,
 * writing a recorded cover letter (Flash Apply), and the right-to-work sentence the app (never a model) writes.
 */
export { findJob as readJob } from './repository.ts';
export { isAboutRightToWork, rightToWorkSentence, type RightToWork } from './right-to-work.ts';
export { aiDeps, loadSource as readResume, writeLetter } from './service.ts';
