/** The build's id (vite.config.ts `define`): data kept offline by another build is not read back. */
declare const __BUILD_ID__: string;
