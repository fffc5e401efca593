import type { ResumeProfileDraft } from '@jobbridge/contracts';
import { resumeProfileDraft } from '@jobbridge/contracts';

/**
 * The safety net under autosave: every change is also kept in localStorage until the server has it, so a
 * refresh, a lost connection or a closed tab loses nothing. Keyed by profile id.
 */
const key = (profileId: string) => `jobbridge.resumeDraft.${profileId}`;

export interface LocalDraft {
  data: ResumeProfileDraft;
  /** When the user last changed it (ms). */
  changedAt: number;
}

export function readLocalDraft(profileId: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(profileId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { data?: unknown; changedAt?: unknown };
    const data = resumeProfileDraft.safeParse(parsed.data);
    if (!data.success || typeof parsed.changedAt !== 'number') return null;
    return { data: data.data, changedAt: parsed.changedAt };
  } catch {
    return null;
  }
}

export function writeLocalDraft(profileId: string, data: ResumeProfileDraft, changedAt = Date.now()): void {
  try {
    localStorage.setItem(key(profileId), JSON.stringify({ data, changedAt }));
  } catch {
    // Storage full or blocked: the server copy still saves.
  }
}

export function clearLocalDraft(profileId: string): void {
  try {
    localStorage.removeItem(key(profileId));
  } catch {
    // ignore
  }
}
