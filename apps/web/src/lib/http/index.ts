export { apiBlob, apiEventStream, apiRequest, apiUpload, type StreamEvent, type UploadOptions } from './client';
export { setApiFetch } from './transport';
export { ApiError, isApiError, type StatusFallbacks } from './errors';
