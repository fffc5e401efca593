export { apiBlob, apiRequest, apiUpload, type UploadOptions } from './client';
export { ApiError, isApiError, type StatusFallbacks } from './errors';
