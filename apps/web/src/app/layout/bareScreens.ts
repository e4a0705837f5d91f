/**
 * Screens shown without the shop's header and footer: the login screen, and the two pages that show one of them
 * alone. Routes match whatever the case and a trailing slash (/login, /Login/), so this does too.
 */
const bareScreens = new Set(['/login', '/footer', '/header']);
export const isBareScreen = (pathname: string) => bareScreens.has(pathname.toLowerCase().replace(/\/+$/, ''));
