export { apiBlob, apiRequest, apiUpload, type RequestOptions, type ResponseSchema, type UploadOptions } from './client';
export { ApiError, isApiError, type StatusFallbacks } from './errors';
