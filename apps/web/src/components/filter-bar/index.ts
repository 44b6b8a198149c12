export { BooleanFilter, FilterBar, SearchFilter } from './filter-bar';
export { FieldsFilterBar, type FilterField } from './fields-filter-bar';
export { serviceField } from './filter-fields';
export { FILTER_SAVE_DELAY_MS, type FilterValue, type FilterValues } from './filter-persistence';
export { usePersistentFilters, type PersistentFilters } from './use-persistent-filters';
