import type { Language, ResumeProfileDraft, ResumeTemplate } from '@jobbridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { saveProfile } from '../api/profiles';
import { clearLocalDraft, writeLocalDraft } from './draft-storage';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

const AUTOSAVE_DELAY_MS = 800;

/**
 * Autosave: each change goes to localStorage at once (the safety net) and, after a pause in typing, to the
 * server (PUT). Saves run one at a time and the latest state always wins; the local copy is dropped once
 * the server has exactly what is on screen. `flush()` saves now (before finishing or leaving).
 */
export function useAutosave(
  profileId: string,
  state: { data: ResumeProfileDraft; template: ResumeTemplate; language: Language } | null,
  /** `unsaved`: the first state is not on the server yet (a restored local copy) and is saved like a change. */
  options: { unsaved?: boolean } = {},
) {
  const [status, setStatus] = useState<SaveState>('idle');
  /** Why the last save failed (e.g. PROFILE_LIMIT_REACHED: an empty draft's first save past the plan's profiles). */
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(state);
  const savedJson = useRef<string | null>(options.unsaved ? '' : null);
  const running = useRef<Promise<void> | null>(null);
  latest.current = state;

  const saveNow = async (): Promise<void> => {
    while (running.current) await running.current;
    const current = latest.current;
    if (!current) return;
    const json = JSON.stringify(current);
    if (json === savedJson.current) return;
    setStatus('saving');
    const job = saveProfile(profileId, current)
      .then(() => {
        setError(null);
        savedJson.current = json;
        if (JSON.stringify(latest.current) === json) {
          clearLocalDraft(profileId);
          setStatus('saved');
        }
      })
      .catch((err: unknown) => {
        setError(err);
        setStatus('error');
      })
      .finally(() => {
        running.current = null;
      });
    running.current = job;
    await job;
  };

  const json = state ? JSON.stringify(state) : null;
  useEffect(() => {
    if (!state || json === null) return;
    // The first state is what the server already has (or a restored local copy, which must be sent).
    if (savedJson.current === null) {
      savedJson.current = json;
      return;
    }
    if (json === savedJson.current) return;
    writeLocalDraft(profileId, state.data);
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `json` stands for `state`
  }, [json, profileId]);

  // Leaving the page with unsaved changes: try once more (the local copy stays if it fails).
  useEffect(() => () => void saveNow(), []); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    status,
    error,
    flush: saveNow,
    /** Marks a state as already on the server (after loading, or after a save done elsewhere). */
    markSaved: (s: NonNullable<typeof state>) => {
      savedJson.current = JSON.stringify(s);
    },
  };
}
