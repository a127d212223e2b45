// A page-rendering thread of `kiosk build` (publisher/build/render-pages.ts): TypeScript through tsx, as the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./page-worker.ts');
