export {
  MAX_UPLOAD_MB,
  notifyRejected,
  notifyRejections,
  pastedFileReason,
  rejectionReason,
  type RejectionReason,
} from './drop-rejections';
