// Type of a .po catalog imported through @lingui/vite-plugin (compiled on the fly).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
