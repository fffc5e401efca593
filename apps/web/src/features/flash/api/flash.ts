import {
  flashApplication,
  flashBatch,
  flashHistoryResponse,
  flashListResponse,
  listResumesResponse,
  updateJobMarksResponse,
  type CreateFlashBatchRequest,
  type FlashApplication,
  type FlashBatch,
  type FlashResumeRef,
  type ResolveFlashApplicationRequest,
  type UpdateFlashApplicationRequest,
} from '@jobbridge/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiBlob, apiRequest } from '@/lib/http';

/**
 * Flash Apply's calls (apps/api/src/modules/flash). The batch lives in the cache under `flashKeys.batch(id)`;
 * the live stream (./use-batch-stream.ts) and every mutation write the whole batch there.
 */
export const flashKeys = {
  list: ['flash', 'list'] as const,
  current: ['flash', 'current'] as const,
  batch: (id: string) => ['flash', 'batch', id] as const,
  history: (page: number) => ['flash', 'history', page] as const,
  // The resumes feature's keys: an upload there shows here at once.
  resumes: ['resumes'] as const,
};

const currentResponse = z.object({ batch: flashBatch.nullable() });

export function useFlashList() {
  return useQuery({
    queryKey: flashKeys.list,
    queryFn: ({ signal }) => apiRequest('app/flash/list', { signal, schema: flashListResponse }),
  });
}

/** The latest batch not yet done (a reload resumes it); it also seeds that batch's cache entry. */
export function useCurrentBatch() {
  const client = useQueryClient();
  return useQuery({
    queryKey: flashKeys.current,
    queryFn: async ({ signal }) => {
      const { batch } = await apiRequest('app/flash/current', { signal, schema: currentResponse });
      if (batch) storeBatch(client, batch);
      return batch;
    },
  });
}

/** Follows one batch; `poll` answers how often to read it again (only while the live stream is down). */
export function useBatch(id: string | null, poll: (batch: FlashBatch | undefined) => number | false) {
  return useQuery({
    queryKey: flashKeys.batch(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`app/flash/batches/${id}`, { signal, schema: flashBatch }),
    enabled: id !== null,
    refetchInterval: (query) => poll(query.state.data),
  });
}

/** The resumes one can attach: the manager's PDFs (uploaded, or a builder profile once finished and exported). */
export function useAttachableResumes() {
  return useQuery({
    queryKey: flashKeys.resumes,
    queryFn: ({ signal }) => apiRequest('app/resumes', { signal, schema: listResumesResponse }),
  });
}

function storeBatch(client: QueryClient, batch: FlashBatch) {
  client.setQueryData(flashKeys.batch(batch.id), batch);
}

/** One application changed: put it into its batch in the cache. */
function storeApplication(client: QueryClient, application: FlashApplication) {
  client.setQueryData<FlashBatch>(
    flashKeys.batch(application.batchId),
    (batch) => batch && { ...batch, applications: batch.applications.map((a) => (a.id === application.id ? application : a)) },
  );
}

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFlashBatchRequest) => apiRequest('app/flash/batches', { method: 'POST', body, schema: flashBatch }),
    onSuccess: (batch) => storeBatch(client, batch),
    meta: { silentError: true },
  });
}

/** Start over: the unconfirmed batch is discarded on the server, so a reload does not bring it back. */
export function useDiscardBatch() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`app/flash/batches/${id}`, { method: 'DELETE' }),
    meta: { silentError: true },
  });
}

export function useUpdateBatchResume(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resume: FlashResumeRef) =>
      apiRequest(`app/flash/batches/${id}`, { method: 'PATCH', body: { resume }, schema: flashBatch }),
    onSuccess: (batch) => storeBatch(client, batch),
    meta: { silentError: true },
  });
}

export function useUpdateApplication(batchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateFlashApplicationRequest }) =>
      apiRequest(`app/flash/batches/${batchId}/applications/${id}`, { method: 'PATCH', body: change, schema: flashApplication }),
    onSuccess: (application) => storeApplication(client, application),
    meta: { silentError: true },
  });
}

/** Settles an 'unknown' email: it went, or send it again (its batch sends again: read anew, the stream follows). */
export function useResolveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ application, outcome }: { application: FlashApplication } & ResolveFlashApplicationRequest) =>
      apiRequest(`app/flash/applications/${application.id}/resolve`, { method: 'POST', body: { outcome }, schema: flashApplication }),
    onSuccess: (application) => {
      storeApplication(client, application);
      void client.invalidateQueries({ queryKey: flashKeys.batch(application.batchId) });
      void client.invalidateQueries({ queryKey: ['flash', 'history'] });
    },
  });
}

export function useRegenerate(batchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`app/flash/batches/${batchId}/applications/${id}/regenerate`, { method: 'POST', schema: flashApplication }),
    onSuccess: (application) => {
      storeApplication(client, application);
      // The batch is generating again until this letter is done.
      client.setQueryData<FlashBatch>(flashKeys.batch(batchId), (batch) => batch && { ...batch, status: 'generating' });
    },
    meta: { silentError: true },
  });
}

export function useConfirmBatch(batchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`app/flash/batches/${batchId}/confirm`, { method: 'POST', schema: flashBatch }),
    onSuccess: (batch) => {
      storeBatch(client, batch);
      // Sends left this period and applied marks change.
      void client.invalidateQueries({ queryKey: flashKeys.list });
    },
    meta: { silentError: true },
  });
}

/** Takes a job off the Flash list (its Flash mark). */
export function useRemoveFromList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      apiRequest(`app/jobs/${jobId}/marks`, { method: 'PATCH', body: { flash: false }, schema: updateJobMarksResponse }),
    onSuccess: () => void client.invalidateQueries({ queryKey: flashKeys.list }),
    meta: { silentError: true },
  });
}

export const HISTORY_PAGE_SIZE = 10;

export function useHistory(page: number) {
  return useQuery({
    queryKey: flashKeys.history(page),
    queryFn: ({ signal }) =>
      apiRequest(`app/flash/applications?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, { signal, schema: flashHistoryResponse }),
    placeholderData: keepPreviousData,
  });
}

export function downloadLetterPdf(applicationId: string): Promise<Blob> {
  return apiBlob(`app/flash/applications/${applicationId}/letter.pdf`);
}

/** The batch's attached resume, exactly the file each email carries (in the letter language), opened the owner's way. */
async function openAttachedResume({ batchId, filename }: { batchId: string; filename: string }): Promise<void> {
  const blob = await apiBlob(`app/flash/batches/${batchId}/attachment.pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useOpenAttachedResume() {
  return useMutation({ mutationFn: openAttachedResume, meta: { silentError: true } });
}
