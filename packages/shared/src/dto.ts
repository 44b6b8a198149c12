// DTO classes with class-validator decorators; the web imports these as types only.
export * from './auth/login.dto.js';
export * from './users/settings.dto.js';
export * from './common/page-query.dto.js';
export * from './users/user-list-query.dto.js';
export * from './quotations/create-quotation.dto.js';
export * from './quotations/quotation-list-query.dto.js';
export * from './reference/location-search-query.dto.js';
export * from './documents/document.dto.js';
export * from './drafts/draft.dto.js';
export * from './clients/client-lookup-query.dto.js';
export * from './pricing/submit-costs.dto.js';
export * from './providers/provider.dto.js';
export * from './charge-codes/charge-code.dto.js';
export * from './standard-notes/standard-note.dto.js';
export * from './sells/sells.dto.js';
export * from './notifications/notification.dto.js';
export * from './clients/client.dto.js';
