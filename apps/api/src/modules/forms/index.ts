/** What other code may use of the forms: the submissions for the admin command. */
export { listSubmissions, submissionLine, submissionsCsv, type SubmissionKind } from './submissions.ts';
