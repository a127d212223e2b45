/**
 * The JSON-T block grammar (rules only, no actions): which tags open blocks,
 * where `.or` and `.alternates with` may appear, and that every block ends
 * with `.end`. Two instances are built once and reused: a fast one without
 * error recovery for valid templates, and a recovering one that keeps as much
 * of a broken template as it can.
 */
import { CstParser, type CstNode, type IOrAlt, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import { allTokens, AlternatesWith, Conditional, Content, End, Macro, Or, Repeated, Stray } from './tokens';

interface RecoveryHooks {
  canRecoverWithSingleTokenInsertion(this: unknown, expected: TokenType, follows: TokenType[]): boolean;
  canRecoverWithSingleTokenDeletion(this: unknown, expected: TokenType): boolean;
}

/** The one CST label of a block's elements, whatever their kind. */
const ELEMENT = { LABEL: 'element' };

class TemplateParser extends CstParser {
  constructor(recoveryEnabled: boolean) {
    super(allTokens, { recoveryEnabled, maxLookahead: 1 });
    this.performSelfAnalysis();
  }

  /**
   * Root: `.end`, `.or` and `.alternates with` with no open block are kept to
   * be reported. Elements are not wrapped in a rule of their own (one CST node
   * fewer per element); they share the label `element`, so the CST lists them
   * in source order.
   */
  public template = this.RULE('template', () => {
    this.MANY(() =>
      this.OR((this.templateAlternatives ??= [...this.elementAlternatives(), { ALT: () => this.CONSUME(Stray, ELEMENT) }])),
    );
  });

  /** A block; a `.alternates with` in it is misplaced, kept only to be reported so the block stays intact. */
  private block = this.RULE('block', () => {
    this.MANY(() =>
      this.OR(
        (this.blockAlternatives ??= [
          ...this.elementAlternatives(),
          { ALT: () => this.CONSUME(AlternatesWith, { LABEL: 'misplaced' }) },
        ]),
      ),
    );
  });

  /** A repeated section's main body, which a `.alternates with` ends. */
  private repeatedBody = this.RULE('repeatedBody', () => {
    this.MANY(() => this.OR((this.bodyAlternatives ??= this.elementAlternatives())));
  });

  // Alternatives built once: allocating them on every rule call is most of a small template's parse time.
  private templateAlternatives: IOrAlt<unknown>[] | undefined;
  private blockAlternatives: IOrAlt<unknown>[] | undefined;
  private bodyAlternatives: IOrAlt<unknown>[] | undefined;
  private macroAlternatives: IOrAlt<unknown>[] | undefined;
  private separatorAlternatives: IOrAlt<unknown>[] | undefined;

  /** What any block may hold: a run of content, or a nested block. */
  private elementAlternatives(): IOrAlt<unknown>[] {
    return [
      { ALT: () => this.CONSUME(Content, ELEMENT) },
      { ALT: () => this.SUBRULE(this.conditional, ELEMENT) },
      { ALT: () => this.SUBRULE(this.repeated, ELEMENT) },
      { ALT: () => this.SUBRULE(this.macro, ELEMENT) },
    ];
  }

  /** `.section`, a predicate block or `.if`, with `.or` branches. */
  private conditional = this.RULE('conditional', () => {
    this.CONSUME(Conditional, { LABEL: 'open' });
    this.SUBRULE(this.block, { LABEL: 'body' });
    this.MANY(() => this.SUBRULE(this.orClause, { LABEL: 'alternatives' }));
    this.CONSUME(End);
  });

  /**
   * Squarespace's engines end the `.alternates with` part at the first block
   * tag inside it: that block and everything after it belong to the main body
   * again (`bodyAfter`), where a further `.alternates with` starts another
   * part of the separator. Right inside a separator, another `.alternates
   * with` is misplaced (reported, dropped). Kept for compatibility with
   * templates written for them.
   */
  private repeated = this.RULE('repeated', () => {
    this.CONSUME(Repeated, { LABEL: 'open' });
    this.SUBRULE(this.repeatedBody, { LABEL: 'body' });
    this.MANY(() => {
      this.CONSUME(AlternatesWith);
      this.MANY2(() =>
        this.OR(
          (this.separatorAlternatives ??= [
            { ALT: () => this.CONSUME(Content, { LABEL: 'separator' }) },
            { ALT: () => this.CONSUME2(AlternatesWith, { LABEL: 'misplaced' }) },
          ]),
        ),
      );
      this.SUBRULE2(this.repeatedBody, { LABEL: 'bodyAfter' });
    });
    this.MANY3(() => this.SUBRULE(this.orClause, { LABEL: 'alternatives' }));
    this.CONSUME(End);
  });

  private macro = this.RULE('macro', () => {
    this.CONSUME(Macro, { LABEL: 'open' });
    this.SUBRULE(this.macroBody, { LABEL: 'body' });
    this.CONSUME(End);
  });

  /**
   * A macro's body: it has no branches, so an `.or` or `.alternates with` in
   * it is misplaced; as in Squarespace the tag is reported and dropped and
   * the body goes on.
   */
  private macroBody = this.RULE('macroBody', () => {
    this.MANY(() =>
      this.OR(
        (this.macroAlternatives ??= [
          ...this.elementAlternatives(),
          { ALT: () => this.CONSUME(Or, { LABEL: 'misplaced' }) },
          { ALT: () => this.CONSUME(AlternatesWith, { LABEL: 'misplaced' }) },
        ]),
      ),
    );
  });

  /**
   * On a misplaced tag, dropping it beats inventing an {.end} before it.
   * (Chevrotain's recovery hooks are public at run time but not in its typings.)
   */
  canRecoverWithSingleTokenInsertion(expected: TokenType, follows: TokenType[]): boolean {
    const recovery = CstParser.prototype as unknown as RecoveryHooks;
    if (recovery.canRecoverWithSingleTokenDeletion.call(this, expected)) return false;
    return recovery.canRecoverWithSingleTokenInsertion.call(this, expected, follows);
  }

  private orClause = this.RULE('orClause', () => {
    this.CONSUME(Or, { LABEL: 'open' });
    this.SUBRULE(this.block, { LABEL: 'body' });
  });
}

const fast = new TemplateParser(false);
const recovering = new TemplateParser(true);

export interface ParseResult {
  cst: CstNode;
  errors: IRecognitionException[];
}

const NO_TOKENS: IToken[] = [];

function run(parser: TemplateParser, tokens: IToken[]): ParseResult {
  parser.input = tokens;
  const cst = parser.template();
  const errors = parser.errors;
  // Let go of the tokens: kept alive across a render's garbage collections, they
  // would lead V8 to allocate every later template's tokens as long-lived objects.
  parser.input = NO_TOKENS;
  return { cst, errors };
}

export function parseTokens(tokens: IToken[]): ParseResult {
  const first = run(fast, tokens);
  return first.errors.length === 0 ? first : run(recovering, tokens);
}

export const BaseCstVisitor = recovering.getBaseCstVisitorConstructorWithDefaults();
