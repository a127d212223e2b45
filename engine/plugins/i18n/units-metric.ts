/**
 * `units-metric?`: the reference registers it but leaves it unimplemented, so
 * it never holds; Kiosk does the same so templates branch alike.
 */
import type { PredicateSpec } from '../api';

export const unitsMetricPredicate: PredicateSpec = { test: () => false };
