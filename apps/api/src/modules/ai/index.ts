/**
 * What other modules may use of the AI assistant: reading a person's resume and a job as the writer reads them, and
 * writing a recorded cover letter (Flash Apply).
 */
export { findJob as readJob } from './repository.ts';
export { aiDeps, loadSource as readResume, writeLetter } from './service.ts';
