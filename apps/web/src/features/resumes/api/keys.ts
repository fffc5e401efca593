/** The resumes feature's query keys, in one place. */
export const resumesKeys = {
  list: ['resumes'] as const,
  reading: (id: string) => ['resumes', id, 'reading'] as const,
  profiles: ['profiles'] as const,
  profile: (id: string) => ['profiles', id] as const,
};
