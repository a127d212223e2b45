/** `kiosk test`: type checks, the vitest suites and the browser tests, with a summary at the end. */
import { parseCommandArgs, UsageError, type Command } from '../command';
import { runBin } from '../project';

interface Step {
  name: string;
  run(): Promise<number>;
}

const STEPS: Step[] = [
  { name: 'typecheck', run: () => runBin('typescript', ['--noEmit'], { bin: 'tsc' }) },
  { name: 'typecheck-engine', run: () => runBin('typescript', ['--noEmit', '-p', 'engine'], { bin: 'tsc' }) },
  { name: 'unit', run: () => runBin('vitest', ['run']) },
  // The server suite again on PostgreSQL (DATABASE_URL, else a throw-away cluster; skipped when neither exists).
  { name: 'server-postgres', run: () => runBin('vitest', ['run'], { env: { KIOSK_TEST_DB: 'postgres' } }) },
  { name: 'browser', run: () => runBin('vitest', ['run', '--config', 'test/browser/vitest.config.ts']) },
];

export const testCommand: Command = {
  name: 'test',
  help: `Usage: kiosk test [--only <step>[,<step>...]]

Runs, in order: ${STEPS.map((s) => s.name).join(', ')}. Every step runs even when an earlier
one fails; the exit code is 1 when any failed. The unit step runs the server tests on SQLite;
server-postgres runs them again on PostgreSQL: DATABASE_URL when set (the role needs CREATEDB), else a
throw-away cluster when PostgreSQL's binaries are installed (apt-get install postgresql), else it is
skipped with its reason. The browser tests need Chromium at /usr/bin/chromium (apt-get install -y chromium).

Options:
  --only <steps>  run only these steps (comma-separated)
  -h, --help      show this help`,
  async run(args) {
    const { values } = parseCommandArgs(args, { only: { type: 'string' } });
    const wanted = values.only?.split(',').map((s) => s.trim());
    for (const name of wanted ?? []) {
      if (!STEPS.some((s) => s.name === name)) throw new UsageError(`unknown step "${name}" (steps: ${STEPS.map((s) => s.name).join(', ')})`);
    }
    const results: { name: string; code: number; seconds: number }[] = [];
    for (const step of STEPS.filter((s) => !wanted || wanted.includes(s.name))) {
      console.log(`\n▶ kiosk test: ${step.name}`);
      const started = Date.now();
      const code = await step.run();
      results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 });
    }
    console.log('\nkiosk test summary:');
    for (const r of results) console.log(`  ${r.code === 0 ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
    return results.every((r) => r.code === 0) ? 0 : 1;
  },
};
