// DTO classes with class-validator decorators; the web imports these as types only.
export * from './auth/login.dto.js';
export * from './users/settings.dto.js';
