/** GET /api/search: how many hits when the caller names no limit, and the most it may ask for. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
