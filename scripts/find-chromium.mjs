// Where Chromium is: CHROME_PATH, or Debian's /usr/bin/chromium. Browser tests use this path.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.');
  return found;
}

export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
