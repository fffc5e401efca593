import { paths } from '@/config/paths';

/** /company/jobagency/{slug}: every agency's page, job agencies and Chinese-language ones alike. */
export const agencyHref = (slug: string) => paths.jobAgencyDetail.replace(':slug', encodeURIComponent(slug));
