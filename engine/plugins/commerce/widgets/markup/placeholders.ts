/**
 * Fills the named `{placeholders}` of a site string (`Only {qtyInStock} left!`,
 * `Select {variantName}`). Placeholders it has no value for stay as written.
 */
export function fillPlaceholders(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole,
  );
}
