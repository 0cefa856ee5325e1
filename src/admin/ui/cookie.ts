/** The dashboard's session cookie's name (decision 1201); the proxy drops an upstream's cookie of that name. */
export const COOKIE = 'sandbox_ui';
