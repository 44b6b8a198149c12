/** Bounds of a client's portal requests per day (issue 43): the DTO and the staff form both read them. */
export const PORTAL_DAILY_REQUEST_LIMIT = { min: 1, max: 500 } as const;

/** Files a client may attach to one portal request (issue 43). */
export const PORTAL_REQUEST_ATTACHMENTS_MAX = 5;

/** Uploads a client user may hold unsent (not yet on a request) per company day: an upload cannot be a free store. */
export const PORTAL_DAILY_UNSENT_FILES = 20;
