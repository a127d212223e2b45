/**
 * Chevrotain token types of a JSON-T template. Every tag is one token whose
 * custom matcher asks `scanTag` what the tag is; the scanned parts travel as
 * the token's payload. Text between tags, and braces that open no tag, are Text.
 */
import { createToken, Lexer, type CustomPatternMatcherReturn, type TokenType } from 'chevrotain';
import { scanTag, TagKind, type Tag } from './tags';

// One scan per offset, shared by all tag token types tried at that offset.
let memoText = '';
let memoOffset = -1;
let memoTag: Tag | null = null;

function tagAt(text: string, offset: number): Tag | null {
  if (offset !== memoOffset || text !== memoText) {
    memoText = text;
    memoOffset = offset;
    memoTag = text.charCodeAt(offset) === 123 ? scanTag(text, offset) : null;
  }
  return memoTag;
}

/** Forgets the memo so a long template is not kept alive after lexing. */
export function resetTagMemo(): void {
  memoText = '';
  memoOffset = -1;
  memoTag = null;
}

function tagMatcher(kind: TagKind) {
  return (text: string, offset: number): CustomPatternMatcherReturn | null => {
    const tag = tagAt(text, offset);
    if (tag === null || tag.kind !== kind) return null;
    const match = [text.slice(offset, tag.end)] as CustomPatternMatcherReturn;
    match.payload = tag;
    return match;
  };
}

function tagToken(name: string, kind: TagKind, categories: TokenType[] = []): TokenType {
  return createToken({
    name,
    pattern: { exec: tagMatcher(kind) },
    start_chars_hint: ['{'],
    line_breaks: true,
    categories,
  });
}

/** Tags that stand alone: variables, bindings, comments, literals... */
export const Leaf = createToken({ name: 'Leaf', pattern: Lexer.NA });
/** `.end`, `.or` and `.alternates with` met where no block is open. */
export const Stray = createToken({ name: 'Stray', pattern: Lexer.NA });

export const Comment = tagToken('Comment', TagKind.Comment, [Leaf]);
export const Variable = tagToken('Variable', TagKind.Variable, [Leaf]);
export const Literal = tagToken('Literal', TagKind.Literal, [Leaf]);
export const BindVar = tagToken('BindVar', TagKind.BindVar, [Leaf]);
export const CtxVar = tagToken('CtxVar', TagKind.CtxVar, [Leaf]);
export const Eval = tagToken('Eval', TagKind.Eval, [Leaf]);
export const Include = tagToken('Include', TagKind.Include, [Leaf]);
export const Inject = tagToken('Inject', TagKind.Inject, [Leaf]);

export const Section = tagToken('Section', TagKind.Section);
export const Repeated = tagToken('Repeated', TagKind.Repeated);
export const Predicate = tagToken('Predicate', TagKind.Predicate);
export const If = tagToken('If', TagKind.If);
export const Macro = tagToken('Macro', TagKind.Macro);
export const Or = tagToken('Or', TagKind.Or, [Stray]);
export const AlternatesWith = tagToken('AlternatesWith', TagKind.AlternatesWith, [Stray]);
export const End = tagToken('End', TagKind.End, [Stray]);

export const Text = createToken({ name: 'Text', pattern: /[^{]+/, line_breaks: true, categories: [Leaf] });
/** A `{` that opens no tag: printed as it is. */
export const Brace = createToken({ name: 'Brace', pattern: /\{/, categories: [Leaf] });

/**
 * Lexing order: Text first (it never matches at `{`, so text runs cost one
 * attempt), then the tags, then Brace for a `{` that opens no tag.
 */
export const allTokens: TokenType[] = [
  Text,
  Comment,
  Variable,
  Section,
  Repeated,
  End,
  Or,
  AlternatesWith,
  If,
  Predicate,
  BindVar,
  CtxVar,
  Eval,
  Include,
  Inject,
  Macro,
  Literal,
  Brace,
  Leaf,
  Stray,
];
