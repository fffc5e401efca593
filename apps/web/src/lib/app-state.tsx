import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** No profile chosen. */
export const NO_PROFILE = -1;

/**
 * The shared app state of docs/product.md §3. The language is not here: i18next owns it (see lib/i18n). Fields whose data
 * shapes arrive with later features are typed `unknown` until then.
 */
export interface AppState {
  selectedJobId: string | null;
  easyApply: boolean;
  applyModalOpen: boolean;
  pdfDownload: boolean;
  applyJobDetail: unknown;
  savedJobs: unknown[];
  openPositions: unknown[];
  profilesData: unknown[];
  currentProfileId: number;
  /** Shows the full-screen "working hard" overlay. */
  loading: boolean;
  optimizeAlertVisible: boolean;
  paymentSession: string | null;
  fetchedResume: unknown;
  recommendAllJobsSelected: boolean;
  applySelectAll: boolean;
}

const initialAppState: AppState = {
  selectedJobId: null,
  easyApply: false,
  applyModalOpen: false,
  pdfDownload: false,
  applyJobDetail: null,
  savedJobs: [],
  openPositions: [],
  profilesData: [],
  currentProfileId: NO_PROFILE,
  loading: false,
  optimizeAlertVisible: true,
  paymentSession: null,
  fetchedResume: null,
  recommendAllJobsSelected: false,
  applySelectAll: false,
};

export interface AppStateActions {
  update: (patch: Partial<AppState>) => void;
  setLoading: (loading: boolean) => void;
  setCurrentProfileId: (id: number) => void;
  /** Shows the overlay while `work` runs. */
  withLoading: <T>(work: () => Promise<T>) => Promise<T>;
  /** Forgets everything that belongs to the signed-in user (on logout). */
  resetUserData: () => void;
}

const StateContext = createContext<AppState | null>(null);
const ActionsContext = createContext<AppStateActions | null>(null);

export function AppStateProvider({ children, initial }: { children: ReactNode; initial?: Partial<AppState> }) {
  const [state, setState] = useState<AppState>(() => ({ ...initialAppState, ...initial }));

  const actions = useMemo<AppStateActions>(() => {
    const update = (patch: Partial<AppState>) => setState((prev) => ({ ...prev, ...patch }));
    return {
      update,
      setLoading: (loading) => update({ loading }),
      setCurrentProfileId: (currentProfileId) => update({ currentProfileId }),
      withLoading: async (work) => {
        update({ loading: true });
        try {
          return await work();
        } finally {
          update({ loading: false });
        }
      },
      resetUserData: () => setState((prev) => ({ ...initialAppState, loading: prev.loading })),
    };
  }, []);

  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useAppState(): AppState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useAppState must be used inside AppStateProvider');
  return state;
}

export function useAppActions(): AppStateActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useAppActions must be used inside AppStateProvider');
  return actions;
}
