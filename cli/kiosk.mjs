#!/usr/bin/env node
// The `kiosk` command: registers tsx so the TypeScript CLI (and the project modules it loads) run as they are.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Kiosk's own tsconfig (the JSX runtime of the islands), wherever the command runs: tsx would otherwise look for
// one in the current folder, which in a site of its own has none, and compile JSX for a React global.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
