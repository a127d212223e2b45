/**
 * The plugin contract: what a formatter or predicate receives and returns.
 * Built-in plugins and a template author's plugins use exactly this interface.
 */

/**
 * A JSON value as the engine sees it. `undefined` means "missing" (the path
 * did not resolve); `null` is an explicit JSON null.
 */
export type JsonValue = unknown;

/** What a plugin can ask of the running template. */
export interface RenderContext {
  /** The node at the top of the context stack (what `@` refers to). */
  node(): JsonValue;
  /**
   * Resolves a reference written in a template argument against the context
   * stack, exactly like a variable: `title`, `item.price`, `@`, `@index`,
   * `@boundVar.field`, `items.0.id`. Missing paths give `undefined`.
   */
  resolve(reference: string): JsonValue;
  /**
   * Resolves a reference from the frame under the top of the stack, as Squarespace's `message` reads its
   * arguments: past the value a variable tag pushes for its formatters (in `{.var}`, past the current frame).
   */
  resolveOuter(reference: string): JsonValue;
  /**
   * Resolves a predicate or formatter argument that may be a literal:
   * a quoted string gives its text, a number gives a number, `true`/`false`/
   * `null` give themselves; anything else is resolved as a reference.
   */
  resolveArg(arg: string): JsonValue;
  /** 1-based index of the innermost repeated section, or 0 outside one. */
  index(): number;
  /** The root of the JSON context. */
  root(): JsonValue;
  /**
   * The BCP 47 locale tag for locale-aware formatting (default `en`).
   * When `hasLocaleData` is false (locale `none`), locale-aware formatters print "".
   */
  readonly locale: string;
  readonly hasLocaleData: boolean;
  /** Current time, epoch milliseconds. */
  readonly now: number;
  /** The website time zone (`website.timeZone` of the root, default America/New_York). */
  readonly timeZone: string;
  /** Records a non-fatal error at the position of the instruction being executed. */
  error(message: string, type?: string): void;
  /**
   * Renders a partial or macro by name against `node`. With `isolated` the
   * partial sees only `node` (the `private` argument of `apply`); otherwise it
   * sees the current stack with `node` pushed. `args` become `@args` inside.
   * Gives `undefined` (and records an error) when no such partial exists.
   */
  renderPartial(name: string, node: JsonValue, isolated?: boolean, args?: Record<string, string>): string | undefined;
}

/**
 * A formatter turns a value into another: `{price|money}`.
 * `vars` holds the current values of every variable of a multi-variable
 * reference (`{start, end|datetime-interval}`); `value` is `vars[0]`.
 * The returned value replaces the first variable and feeds the next formatter.
 */
export interface FormatterSpec {
  /**
   * Checked once when a template compiles. A returned string is reported as a
   * syntax error at the formatter's position.
   */
  validate?(args: readonly string[]): string | undefined;
  apply(value: JsonValue, args: readonly string[], ctx: RenderContext, vars: readonly JsonValue[]): JsonValue;
}

/** A predicate decides a `{.name? args}` block or an `{.if}` condition. */
export interface PredicateSpec {
  validate?(args: readonly string[]): string | undefined;
  test(args: readonly string[], ctx: RenderContext): boolean;
}

/**
 * A family of plugins as data: formatters and predicates keyed by the name a
 * template writes (predicates without their "?"). Built-in families are all
 * registered through `registerFamily`.
 */
export interface PluginFamily {
  readonly formatters?: Readonly<Record<string, FormatterSpec>>;
  readonly predicates?: Readonly<Record<string, PredicateSpec>>;
}

/** A plugin is a function that registers formatters and predicates. */
export interface PluginRegistry {
  registerFormatter(name: string, spec: FormatterSpec): void;
  registerPredicate(name: string, spec: PredicateSpec): void;
}
export type Plugin = (registry: PluginRegistry) => void;
