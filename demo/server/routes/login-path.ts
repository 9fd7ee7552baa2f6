/** The demo's login page URL: GET renders the page (DEMO SITE), POST takes the multipart actions. */
export const LOGIN_PATH = '/login';
