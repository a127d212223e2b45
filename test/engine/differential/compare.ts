/**
 * Compares what the two engines made of one case and names the difference: output, whitespace only,
 * compile-error presence (one engine refuses a template the other publishes), or a throw. Outputs equal
 * once trimmed agree, as in the conformance suite. Render errors are reported beside the output by both
 * engines with different wording and are not compared.
 */
import type { Outcome } from './case';

/** `whitespace`: the outputs differ only in where and how much whitespace there is. */
export type DifferenceKind = 'output' | 'whitespace' | 'compile-error';

export interface Comparison {
  /** undefined when the engines agree */
  kind?: DifferenceKind;
  /** which engine threw, if any (a throw is reported apart from differences) */
  threw?: 'kiosk' | 'reference' | 'both';
}

export function compareOutcomes(kiosk: Outcome, reference: Outcome): Comparison {
  const threw = kiosk.threw && reference.threw ? 'both' : kiosk.threw ? 'kiosk' : reference.threw ? 'reference' : undefined;
  if (threw) return { threw };
  const kioskRefuses = kiosk.compileErrors.length > 0;
  const referenceRefuses = reference.compileErrors.length > 0;
  // A template both engines refuse is published by neither: what each renders from it does not matter.
  if (kioskRefuses && referenceRefuses) return {};
  if (kioskRefuses !== referenceRefuses) return { kind: 'compile-error' };
  if (kiosk.output === reference.output) return {};
  // The conformance suite judges trimmed output: whitespace around the whole page is not a difference.
  if (kiosk.output.trim() === reference.output.trim()) return {};
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  return { kind: squeeze(kiosk.output) === squeeze(reference.output) ? 'whitespace' : 'output' };
}
