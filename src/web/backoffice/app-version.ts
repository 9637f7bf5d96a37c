/** The app version the spec names (back-office spec, section 9), shown in the back office and the admin toolbar. */
export const APP_VERSION = '1.7.2-dev';
