// Worker thread entry for the differential runner: registers tsx so the TypeScript engines load as they are.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
