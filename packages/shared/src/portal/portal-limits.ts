/** Bounds of a client's portal requests per day (issue 43): the DTO and the staff form both read them. */
export const PORTAL_DAILY_REQUEST_LIMIT = { min: 1, max: 500 } as const;
