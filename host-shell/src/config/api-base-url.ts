/** Where the page reaches the API: the edge server proxies it on the page's own origin. */
export const API_BASE_URL = '/api';
