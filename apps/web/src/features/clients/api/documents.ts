import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DownloadedFile } from '@/lib/api-download';
import { api, body as answer, download, FILE, multipart } from '@/lib/api';
import { clientsKeys } from './client-keys';

const inClient = (id: string, documentId = '') => ({ params: { path: { id, documentId } } });

/** `GET /app/v1/clients/{id}/documents`, in upload order. */
export function useClientDocuments(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.documents(clientId),
      queryFn: ({ signal }) => answer(api.GET('/app/v1/clients/{id}/documents', { ...inClient(clientId), signal })),
    }),
  );
}

function fileForm(file: File, fields: Record<string, string | boolean> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', file, file.name);
  return form;
}

/** `POST` a new document (with an active document type, or none), or `PUT .../{documentId}/content` to replace one's file (its type stays). */
export function useUploadClientDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      replaceId,
      documentTypeId,
    }: {
      file: File;
      replaceId?: string;
      documentTypeId?: string | null;
    }) =>
      replaceId
        ? answer(
            api.PUT('/app/v1/clients/{id}/documents/{documentId}/content', {
              ...inClient(clientId, replaceId),
              body: multipart(fileForm(file)),
            }),
          )
        : answer(
            api.POST('/app/v1/clients/{id}/documents', {
              ...inClient(clientId),
              body: multipart(fileForm(file, documentTypeId ? { documentTypeId } : {})),
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.documents(clientId) }),
  });
}

/** `PATCH .../{documentId}`: visibility to the client and to providers. */
export function useUpdateClientDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; clientVisible?: boolean; providerVisible?: boolean }) =>
      answer(api.PATCH('/app/v1/clients/{id}/documents/{documentId}', { ...inClient(clientId, id), body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.documents(clientId) }),
  });
}

export function downloadClientDocument(clientId: string, id: string): Promise<DownloadedFile> {
  return download(
    api.GET('/app/v1/clients/{id}/documents/{documentId}/content', { ...inClient(clientId, id), ...FILE }),
  );
}
