export {
  DATE_RANGE_PRESETS,
  isDateRangePreset,
  presetRange,
  rangeInstants,
  todayIn,
  type DateRange,
  type DateRangePreset,
} from './date-range-presets';
export { DateRangeFilter, resolveDateRange, type DateRangeValue } from './date-range-filter';
export { formatDateText, parseDateText, type DateTextError, type DateTextResult } from './date-text';
export { DateTextInput } from './date-text-input';
