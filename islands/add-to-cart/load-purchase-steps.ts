/** Fetches the add button's purchase steps (purchase-steps.ts) once: on the pointer's approach, focus or the first press. */
type PurchaseSteps = typeof import('./purchase-steps');

let loading: Promise<PurchaseSteps> | undefined;

/** The steps' chunk; a failed fetch is tried again on the next call. */
export function loadPurchaseSteps(): Promise<PurchaseSteps> {
  loading ??= import('./purchase-steps').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
