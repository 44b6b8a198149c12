// Browser-safe entry: constants, types and pure helpers only (DTO classes live in ./dto).
export * from './auth/permissions.js';
export * from './auth/roles.js';
export * from './auth/token.js';
export * from './auth/menu-groups.js';
export * from './config/modules.js';
export * from './errors/codes.js';
export * from './errors/messages.js';
export * from './users/profile.js';
export * from './common/pagination.js';
export * from './users/user-list.js';
export * from './reference/constants.js';
export * from './quotations/status.js';
export * from './quotations/cargo.js';
export * from './quotations/rules.js';
export * from './quotations/quotation.types.js';
