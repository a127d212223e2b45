// Adds lock entries for native optional packages that this machine's npm registry does not carry.
// Why: the registry here mirrors only the Linux builds of rollup's native packages, so `npm install` writes a
// lockfile without the other platforms' entries, and `npm ci` then refuses it ("Missing: @rollup/rollup-… from
// lock file"). An entry that names the package's os/cpu lets `npm ci` see it does not apply here and skip it.
// Run after any `npm install` that rewrites package-lock.json:  node .ci/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc of a native package, read from its name (`@rollup/rollup-linux-arm64-musl`). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-').slice(1);
  const os = parts[0];
  const cpu = { eabi: 'arm', gnueabihf: 'arm', musleabihf: 'arm', ia32: 'ia32' }[parts[1]] ?? parts[1];
  const abi = parts.slice(2).join('-');
  const libc = os === 'linux' ? (abi.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu: parts[1] === 'arm' ? 'arm' : cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.endsWith('node_modules/rollup')) continue;
  const base = path.slice(0, -'rollup'.length);
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!dep.startsWith('@rollup/rollup-')) continue;
    const key = `${base}${dep}`;
    if (packages[key]) continue;
    const { os, cpu, libc } = platformOf(dep);
    packages[key] = { version, cpu: [cpu], ...(libc ? { libc: [libc] } : {}), license: 'MIT', optional: true, os: [os] };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
