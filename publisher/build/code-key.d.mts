// Types of code-key.mjs (plain JavaScript: cli/kiosk.mjs reads it before TypeScript can load).
export declare const KIOSK_CODE: readonly string[];
export declare const BUILD_COMMAND_ENTRY: string;
export declare function rememberCodeKeys(kioskRoot: string): void;
export declare function kioskCodeKey(kioskRoot: string): string;
export declare function bundleCacheOf(kioskRoot: string): string;
export declare function buildBundleDir(kioskRoot: string): string;
