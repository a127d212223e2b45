/**
 * Inside the worker: runs each case it is sent through Kiosk, then the reference, compares and classifies
 * (classifiers rerun rewritten cases, so that too stays under the time limit), and posts the result back.
 * A note between the engines says which one a hang is in.
 */
import { parentPort } from 'node:worker_threads';
import type { DiffCase } from './case';
import { classify } from './classify';
import { compareOutcomes } from './compare';
import { runKiosk, runReference } from './engines';

const port = parentPort!;
const rerun = (c: DiffCase) => ({ kiosk: runKiosk(c), reference: runReference(c) });

port.on('message', (message: { id: number; case: DiffCase }) => {
  const c = message.case;
  const kiosk = runKiosk(c);
  port.postMessage({ id: message.id, phase: 'reference' });
  const reference = runReference(c);
  const comparison = compareOutcomes(kiosk, reference);
  const verdict = comparison.kind && !comparison.threw ? classify({ case: c, kiosk, reference, kind: comparison.kind, rerun }) : undefined;
  port.postMessage({ id: message.id, kiosk, reference, comparison, verdict });
});
port.postMessage({ ready: true });
