/**
 * fast-check arbitraries for JSON-T templates, from the grammar: text, variables with formatter chains,
 * sections, repeated sections with `.alternates with`, predicates and `.or` chains, `.if`, `.var`, `.ctx`,
 * `.inject`, `.macro`, `.include`, `.eval` expressions, comments and meta instructions, nested to a few
 * levels, then sometimes broken (a character dropped, doubled or inserted) to reach the error paths.
 */
import fc from 'fast-check';
import {
  FORMATTER_ARGS, FORMATTERS, GENERIC_FORMATTER_ARGS, INJECT_PATHS, KEYS, PARTIAL_NAMES, PREDICATE_ARGS, PREDICATES,
} from './vocabulary';

const TEXT = ['', 'x', ' ', '\n', '<b>', '&amp;', 'ü', '|', '}', '{', '{ x}', '{}', '.', 'a,b', '{{', '}}', '  \t', '😀'];

const segment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 2, arbitrary: fc.constantFrom('0', '1', '2', '@', '@index', '@index0', '@v', '@w', '$', '$1', '@1') },
);

/** A dotted variable reference: `a`, `items.0.title`, `@v.b`, `@`, sometimes a malformed one. */
export const path: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('.')) },
  { weight: 2, arbitrary: fc.constantFrom('@', '@index', 'a.b', 'items', 'item.title', '@v', 'website.timeZone') },
  { weight: 1, arbitrary: fc.constantFrom('a.', '.a', 'a..b', 'a.$', '-a', 'a b', '') },
);

const formatterName = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...FORMATTERS) },
  { weight: 1, arbitrary: fc.constantFrom('nope', 'HTML', 'html2') },
);

/** `|name args`: a formatter with arguments it understands, or generic ones. */
export const formatterCall: fc.Arbitrary<string> = formatterName.chain((name) => {
  const hints = FORMATTER_ARGS[name] ?? [];
  return fc
    .oneof(
      { weight: hints.length ? 3 : 0, arbitrary: hints.length ? fc.constantFrom(...hints) : fc.constant('') },
      { weight: 2, arbitrary: fc.constantFrom(...GENERIC_FORMATTER_ARGS) },
    )
    .map((args) => `|${name}${args}`);
});

const variableTag = fc
  .tuple(fc.array(path, { minLength: 1, maxLength: 2 }), fc.constantFrom(',', ' , ', ', '), fc.array(formatterCall, { maxLength: 3 }))
  .map(([paths, sep, calls]) => `{${paths.join(sep)}${calls.join('')}}`);

export const predicateCall: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...PREDICATES) }, { weight: 1, arbitrary: fc.constantFrom('nope?', 'equal') }),
    fc.constantFrom(...PREDICATE_ARGS),
  )
  .map(([name, args]) => `${name}${args}`);

const ifCondition = fc.oneof(
  fc
    .tuple(path, fc.array(fc.tuple(fc.constantFrom(' || ', ' && ', '||', ' |', ' & '), path), { maxLength: 3 }))
    .map(([first, rest]) => first + rest.map(([op, p]) => op + p).join('')),
  predicateCall,
);

// `.eval` expressions: literals, references, every operator, the built-in functions, assignments.
const literal = fc.constantFrom('1', '0', '2.5', '-3', '0x1f', '1e3', '1e400', "'a'", '"b c"', "'\\u00e9'", 'true', 'false', 'null', '""');
const reference = fc.constantFrom('a', 'n', 's', 'a.b', '@v', '@w', '@index', 'items.0', 'x');
const binaryOperator = fc.constantFrom(
  '+', '-', '*', '/', '%', '**', '==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||', '&', '|', '^', '<<', '>>', '>>>',
);
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small' },
    { weight: 4, arbitrary: literal },
    { weight: 3, arbitrary: reference },
    { weight: 3, arbitrary: fc.tuple(tie('expr'), binaryOperator, tie('expr')).map(([l, op, r]) => `${l} ${op} ${r}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('!', '-', '+', '~'), tie('expr')).map(([op, e]) => `${op}${e}`) },
    { weight: 1, arbitrary: tie('expr').map((e) => `(${e})`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('max', 'min', 'abs', 'num', 'str', 'bool', 'nope'), fc.array(tie('expr'), { maxLength: 3 }))
        .map(([fn, args]) => `${fn}(${args.join(', ')})`),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('@v', '@w'), tie('expr')).map(([v, e]) => `${v} = ${e}`) },
    { weight: 1, arbitrary: fc.tuple(tie('expr'), fc.constantFrom(';', ','), tie('expr')).map(([a, sep, b]) => `${a}${sep} ${b}`) },
    { weight: 1, arbitrary: fc.constantFrom('#', "'unterminated", '1..2', '(', ')', '@', '\\x') },
  ),
}));
export const evalExpression = expr;

const leafTag = fc.oneof(
  { weight: 10, arbitrary: variableTag },
  { weight: 3, arbitrary: fc.constantFrom(...TEXT) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('@v', '@w'), path, fc.array(formatterCall, { maxLength: 2 })).map(([v, p, f]) => `{.var ${v} ${p}${f.join('')}}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('@v', '@w'), fc.array(fc.tuple(fc.constantFrom('k', 'a', 'title'), path), { maxLength: 3 }))
      .map(([v, pairs]) => `{.ctx ${v}${pairs.map(([k, p]) => ` ${k}=${p}`).join('')}}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('@v', '@w', 'v'), fc.constantFrom(...INJECT_PATHS), fc.constantFrom('', ' a', ' x=1', ' a b'))
      .map(([v, p, args]) => `{.inject ${v} ${p}${args}}`),
  },
  { weight: 2, arbitrary: evalExpression.map((e) => `{.eval ${e}}`) },
  { weight: 1, arbitrary: fc.constantFrom(...PARTIAL_NAMES, 'missing').map((n) => `{.include ${n}}`) },
  { weight: 1, arbitrary: fc.constantFrom(...PARTIAL_NAMES).map((n) => `{@|apply ${n}}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{.meta-left}', '{.meta-right}', '{.newline}', '{.space}', '{.tab}', '{# a comment}', '{## multi\nline ##}',
      '{##}', '{#}', '{.end}', '{.or}', '{.alternates with}', '{.eof}', '{.nope}', '{.section}', '{.if}', '{.var}',
    ),
  },
);

export const { body: templateBody } = fc.letrec<{ body: string; node: string }>((tie) => {
  const block = (open: fc.Arbitrary<string>, middles: fc.Arbitrary<string>) =>
    fc.tuple(open, tie('body'), middles, fc.boolean()).map(([o, b, m, closed]) => `${o}${b}${m}${closed ? '{.end}' : ''}`);
  const orChain = fc
    .array(fc.tuple(fc.option(predicateCall, { nil: undefined }), tie('body')), { maxLength: 2 })
    .map((ors) => ors.map(([p, b]) => `{.or${p ? ` ${p}` : ''}}${b}`).join(''));
  return {
    body: fc.array(tie('node'), { maxLength: 4 }).map((nodes) => nodes.join('')),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 8, arbitrary: leafTag },
      { weight: 2, arbitrary: block(path.map((p) => `{.section ${p}}`), orChain) },
      {
        weight: 2,
        arbitrary: block(
          path.map((p) => `{.repeated section ${p}}`),
          fc.tuple(fc.option(tie('body'), { nil: undefined }), orChain).map(([alt, ors]) => (alt === undefined ? '' : `{.alternates with}${alt}`) + ors),
        ),
      },
      { weight: 2, arbitrary: block(predicateCall.map((p) => `{.${p}}`), orChain) },
      { weight: 1, arbitrary: block(ifCondition.map((c) => `{.if ${c}}`), orChain) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom(...PARTIAL_NAMES), tie('body'), path).map(([n, b, p]) => `{.macro ${n}}${b}{.end}{${p}|apply ${n}}`),
      },
    ),
  };
});

/** Breaks a template the way people do: a character dropped, doubled, or a brace or bar inserted. */
const breakage = fc.tuple(fc.nat(), fc.constantFrom('drop', 'double', '{', '}', '|', '.', '{.', '{#', '@')).map(
  ([at, how]) => (template: string) => {
    if (template.length === 0) return how === 'drop' || how === 'double' ? template : how;
    const i = at % template.length;
    if (how === 'drop') return template.slice(0, i) + template.slice(i + 1);
    if (how === 'double') return template.slice(0, i + 1) + template.slice(i);
    return template.slice(0, i) + how + template.slice(i);
  },
);

/** A whole template: a body, broken one time in six. */
export const template: fc.Arbitrary<string> = fc
  .tuple(templateBody, fc.option(breakage, { freq: 5, nil: undefined }))
  .map(([body, broken]) => (broken ? broken(body) : body));

/** Partials for `{@|apply}` and `{.include}`: small templates themselves. */
export const partials: fc.Arbitrary<Record<string, string>> = fc.record(
  { m1: templateBody, m2: fc.constantFrom('{@}', '{a}-{b}', '{.section a}{@|json}{.end}', '{.eval @v = 1}'), 'p.html': leafTag },
  { requiredKeys: [] },
);
