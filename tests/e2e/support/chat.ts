/** The chat's settings for the browser suite (decision 024): the API's staff token and opening hours. */

/** CHAT_STAFF_TOKEN of the suite's API: journeys post staff replies with it, straight to the API. */
export const E2E_CHAT_STAFF_TOKEN = 'e2e-chat-staff-token-0123456789abcdef';
/** Always open, so the online badge does not depend on when the suite runs. */
export const E2E_CHAT_OPENING_HOURS = 'mon-sun 00:00-24:00';

/** The API the suite's storefront talks to (playwright.config.ts: the storefront's port + 1). */
export const e2eApiUrl = (port: number | string = process.env.E2E_PORT ?? 3100) =>
  `http://127.0.0.1:${Number(port) + 1}`;
