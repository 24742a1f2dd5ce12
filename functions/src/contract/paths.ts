/** Every API path the web app calls, built in one place. */
export const API_BASE = '/api/v1';

export const API_PATHS = {
  health: `${API_BASE}/health`,
} as const;
