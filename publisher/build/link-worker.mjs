// The page-linking thread of `kiosk build` (publisher/build/link-pages.ts): TypeScript through tsx, as the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./link-worker.ts');
