import { describe, expect, it } from 'vitest';
import { isBareScreen } from './pages.ts';

describe('screens without header and footer', () => {
  it('match whatever the case and a trailing slash, as the routes do', () => {
    for (const path of ['/Login', '/login', '/LOGIN', '/Login/', '/login//', '/footer', '/Footer/', '/Header', '/header']) expect(isBareScreen(path), path).toBe(true);
    for (const path of ['/', '/LoginwithEmail', '/shop', '/login/x']) expect(isBareScreen(path), path).toBe(false);
  });
});
