import { RootLayout } from '../app/layout/RootLayout';

/** The header, footer and skip link around the shop's pages (not the back office's). */
export default RootLayout;
