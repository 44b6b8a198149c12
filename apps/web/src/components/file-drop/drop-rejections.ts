import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { MAX_UPLOAD_BYTES } from '@freight/shared';
import { i18n } from '@/lib/i18n';

/** Spec section 5: 20 MB per file, shown in every drop zone. */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export type RejectionReason = 'type' | 'size' | 'other';

/** Why the drop zone refused a file (a file of 0 bytes counts as a size problem). */
export function rejectionReason(rejection: FileRejection): RejectionReason {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-too-large') || codes.includes('file-too-small')) return 'size';
  if (codes.includes('file-invalid-type')) return 'type';
  return 'other';
}

/** Why a pasted file (checked by name and size, not by the drop zone) is refused. */
export function pastedFileReason(file: { size: number }): RejectionReason {
  return file.size > MAX_UPLOAD_BYTES || file.size === 0 ? 'size' : 'type';
}

/** Spec section 5: a refused file shows the drop-zone error with its reason, the same words everywhere. */
export function notifyRejected(name: string, reason: RejectionReason): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:fileDrop.rejectedTitle'),
    message: i18n.t(`common:fileDrop.rejected.${reason}`, { name, max: MAX_UPLOAD_MB }),
  });
}

/** The drop zone's `onReject`. */
export function notifyRejections(rejections: FileRejection[]): void {
  for (const r of rejections) notifyRejected(r.file.name, rejectionReason(r));
}
