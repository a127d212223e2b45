/**
 * The JSON-T block grammar (rules only, no actions): which tags open blocks,
 * where `.or` and `.alternates with` may appear, and that every block ends
 * with `.end`. One parser instance is built once and reused.
 */
import { CstParser, type CstNode, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import {
  allTokens,
  AlternatesWith,
  End,
  If,
  Leaf,
  Macro,
  Or,
  Predicate,
  Repeated,
  Section,
  Stray,
} from './tokens';

interface RecoveryHooks {
  canRecoverWithSingleTokenInsertion(this: unknown, expected: TokenType, follows: TokenType[]): boolean;
  canRecoverWithSingleTokenDeletion(this: unknown, expected: TokenType): boolean;
}

class TemplateParser extends CstParser {
  constructor() {
    super(allTokens, { recoveryEnabled: true, maxLookahead: 1 });
    this.performSelfAnalysis();
  }

  /** Root: `.end`, `.or` and `.alternates with` with no open block are kept to be reported. */
  public template = this.RULE('template', () => {
    this.MANY(() => this.SUBRULE(this.topLevel));
  });

  private topLevel = this.RULE('topLevel', () => {
    this.OR([{ ALT: () => this.SUBRULE(this.element) }, { ALT: () => this.CONSUME(Stray) }]);
  });

  /** A block; a `.alternates with` in it is misplaced, kept only to be reported so the block stays intact. */
  private block = this.RULE('block', () => {
    this.MANY(() => {
      this.OR([
        { ALT: () => this.SUBRULE(this.element) },
        { ALT: () => this.CONSUME(AlternatesWith, { LABEL: 'misplaced' }) },
      ]);
    });
  });

  /** What `.alternates with` prints between items: text and single tags, no blocks. */
  private separator = this.RULE('separator', () => {
    this.MANY(() => this.CONSUME(Leaf));
  });

  /** A repeated section's main body, which a `.alternates with` ends. */
  private repeatedBody = this.RULE('repeatedBody', () => {
    this.MANY(() => this.SUBRULE(this.element));
  });

  private element = this.RULE('element', () => {
    this.OR([
      { ALT: () => this.CONSUME(Leaf) },
      { ALT: () => this.SUBRULE(this.conditional) },
      { ALT: () => this.SUBRULE(this.repeated) },
      { ALT: () => this.SUBRULE(this.macro) },
    ]);
  });

  /** `.section`, a predicate block or `.if`, with `.or` branches. */
  private conditional = this.RULE('conditional', () => {
    this.OR([
      { ALT: () => this.CONSUME(Section, { LABEL: 'open' }) },
      { ALT: () => this.CONSUME(Predicate, { LABEL: 'open' }) },
      { ALT: () => this.CONSUME(If, { LABEL: 'open' }) },
    ]);
    this.SUBRULE(this.block, { LABEL: 'body' });
    this.MANY(() => this.SUBRULE(this.orClause, { LABEL: 'alternatives' }));
    this.CONSUME(End);
  });

  /**
   * Squarespace's engines end the `.alternates with` part at the first block
   * tag inside it: that block and everything after it belong to the main body
   * again (`bodyAfter`). Kept for compatibility with templates written for them.
   */
  private repeated = this.RULE('repeated', () => {
    this.CONSUME(Repeated, { LABEL: 'open' });
    this.SUBRULE(this.repeatedBody, { LABEL: 'body' });
    this.OPTION(() => {
      this.CONSUME(AlternatesWith);
      this.SUBRULE(this.separator, { LABEL: 'alternatesWith' });
      this.SUBRULE2(this.repeatedBody, { LABEL: 'bodyAfter' });
    });
    this.MANY(() => this.SUBRULE(this.orClause, { LABEL: 'alternatives' }));
    this.CONSUME(End);
  });

  private macro = this.RULE('macro', () => {
    this.CONSUME(Macro, { LABEL: 'open' });
    this.SUBRULE(this.block, { LABEL: 'body' });
    this.CONSUME(End);
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

const parser = new TemplateParser();

export interface ParseResult {
  cst: CstNode;
  errors: IRecognitionException[];
}

export function parseTokens(tokens: IToken[]): ParseResult {
  parser.input = tokens;
  const cst = parser.template();
  const errors = parser.errors;
  // Drop references to the template's tokens so they can be collected.
  parser.input = [];
  return { cst, errors };
}

export const BaseCstVisitor = parser.getBaseCstVisitorConstructorWithDefaults();
