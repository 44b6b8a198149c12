export { type DiscardTexts, useDiscardGuard } from './use-discard-guard';
export { useLeaveGuard } from './use-leave-guard';
export { useDirtyReport } from './use-dirty-report';
