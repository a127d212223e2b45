/**
 * Developer tool: run conformance cases whose name contains a filter and show
 * a diff for each failure.  npx tsx test/conformance/cli.ts [filter] [--quiet] [--update-baseline]
 */
import { writeFileSync } from 'node:fs';
import { loadTargetCases } from './cases';
import { runCase } from './run-case';

const args = process.argv.slice(2);
const filter = args.find((a) => !a.startsWith('--')) ?? '';
const quiet = args.includes('--quiet');
const update = args.includes('--update-baseline');
const passing: string[] = [];
let total = 0;
for (const [category, cases] of loadTargetCases()) {
  let ok = 0;
  let seen = 0;
  for (const c of cases) {
    if (!c.name.includes(filter) && !category.includes(filter)) continue;
    seen++;
    let r;
    try {
      r = runCase(c);
    } catch (e) {
      console.log(`THROW ${c.name}: ${(e as Error).stack}`);
      continue;
    }
    if (r.pass) {
      ok++;
      passing.push(c.name);
      continue;
    }
    console.log(`FAIL ${c.name}  (${c.file})`);
    if (!quiet) {
      for (const p of r.problems) console.log(`  ! ${p}`);
      console.log('  --- expected');
      console.log(indent(r.expected.trim()));
      console.log('  --- actual');
      console.log(indent(r.output.trim()));
    }
  }
  if (seen) console.log(`${category}: ${ok}/${seen}`);
  total += seen;
}
console.log(`passing ${passing.length}/${total}`);
if (update) {
  if (filter) throw new Error('--update-baseline needs the full run (no filter).');
  writeFileSync(new URL('./baseline.json', import.meta.url), JSON.stringify({ passing: passing.sort() }, null, 2) + '\n');
  console.log('baseline.json updated');
}

function indent(s: string): string {
  return s.split('\n').map((l) => '  | ' + l).join('\n');
}
