// Stripe answers a related object as its id, or as the object itself when expanded: the id either way.

export function idOf(reference: string | { id: string } | null | undefined): string | undefined {
  if (reference === null || reference === undefined) return undefined;
  return typeof reference === 'string' ? reference : reference.id;
}
