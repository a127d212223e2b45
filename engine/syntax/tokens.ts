/**
 * Chevrotain token types of a JSON-T template. The parser only needs the tags
 * that shape blocks (`.section`, `.or`, `.end`, ...): each is one token. All
 * that lies between them — text, variables, bindings, comments, braces that
 * open no tag — is one Content token whose payload is those parts' template
 * nodes (content.ts), so the parser handles a few tokens per block instead of
 * one per tag.
 */
import { createToken, Lexer, type CustomPatternMatcherReturn, type TokenType } from 'chevrotain';
import type { Block } from './ast';
import { scanContent, tagAt } from './content';
import { TagKind } from './tags';

function blockMatcher(kind: TagKind) {
  return (text: string, offset: number): CustomPatternMatcherReturn | null => {
    const tag = tagAt(text, offset);
    if (tag === null || tag.kind !== kind) return null;
    const match = [text.slice(offset, offset + tag.end)] as CustomPatternMatcherReturn;
    match.payload = tag;
    return match;
  };
}

function matchContent(text: string, offset: number): CustomPatternMatcherReturn | null {
  const nodes: Block = [];
  const end = scanContent(text, offset, nodes);
  if (end === offset) return null;
  const match = [text.slice(offset, end)] as CustomPatternMatcherReturn;
  match.payload = nodes;
  return match;
}

function blockToken(name: string, kind: TagKind, categories: TokenType[] = []): TokenType {
  return createToken({ name, pattern: { exec: blockMatcher(kind) }, start_chars_hint: ['{'], categories });
}

/** `.end`, `.or` and `.alternates with` met where no block is open. */
export const Stray = createToken({ name: 'Stray', pattern: Lexer.NA });

/** Tags that open a block with `.or` branches: `.section`, a predicate, `.if`. */
export const Conditional = createToken({ name: 'Conditional', pattern: Lexer.NA });

export const Section = blockToken('Section', TagKind.Section, [Conditional]);
export const Repeated = blockToken('Repeated', TagKind.Repeated);
export const Predicate = blockToken('Predicate', TagKind.Predicate, [Conditional]);
export const If = blockToken('If', TagKind.If, [Conditional]);
export const Macro = blockToken('Macro', TagKind.Macro);
export const Or = blockToken('Or', TagKind.Or, [Stray]);
export const AlternatesWith = blockToken('AlternatesWith', TagKind.AlternatesWith, [Stray]);
export const End = blockToken('End', TagKind.End, [Stray]);

/** Every first character, in the buckets Chevrotain's first-character optimisation uses. */
function allStartChars(): number[] {
  const codes: number[] = [];
  for (let c = 0; c < 256; c++) codes.push(c);
  for (let c = 255; c < 65536; c += 255) codes.push(c);
  return codes;
}

export const Content = createToken({
  name: 'Content',
  pattern: { exec: matchContent },
  start_chars_hint: allStartChars(),
  // Positions are offsets only (lexer.ts), so Chevrotain need not count line breaks.
  line_breaks: false,
});

/** Block tags first (most frequent first), then Content for everything else. */
export const allTokens: TokenType[] = [End, Or, Section, Predicate, If, Repeated, AlternatesWith, Macro, Content, Stray, Conditional];
