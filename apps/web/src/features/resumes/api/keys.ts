/** The resumes feature's query keys, in one place. */
export const resumesKeys = {
  list: ['resumes'] as const,
  profiles: ['profiles'] as const,
  profile: (id: string) => ['profiles', id] as const,
};
