// A catalogue imported by Lingui's Vite plugin: its messages, compiled.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
