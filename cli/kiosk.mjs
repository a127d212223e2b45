#!/usr/bin/env node
// The `kiosk` command: registers tsx so the TypeScript CLI (and the project modules it loads) run as they are.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
