import type { PortalUploadedFile } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type UploadPortalFileInput = { file: File; safetyDataSheet?: boolean };

/**
 * `POST /app/v1/portal/documents` (multipart): a file for the client's request being filled, claimed
 * when it is sent. Refusals: FILE_* codes, CLIENT_REQUESTS_DISABLED, CLIENT_FILES_LIMIT_REACHED.
 */
export function uploadPortalFile({ file, safetyDataSheet }: UploadPortalFileInput): Promise<PortalUploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (safetyDataSheet) body.append('safetyDataSheet', 'true');
  return apiRequest<PortalUploadedFile>('/app/v1/portal/documents', { method: 'POST', body });
}

export function useUploadPortalFile() {
  return useMutation({ mutationFn: uploadPortalFile });
}
