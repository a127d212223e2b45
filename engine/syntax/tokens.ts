/**
 * Chevrotain token types of a JSON-T template. The parser only needs the tags
 * that shape blocks (`.section`, `.or`, `.end`, ...): each is one token. All
 * that lies between them — text, variables, bindings, comments, braces that
 * open no tag — is one Content token whose payload lists those parts, so the
 * parser handles a few tokens per block instead of one per tag.
 */
import { createToken, Lexer, type CustomPatternMatcherReturn, type TokenType } from 'chevrotain';
import { scanTag, scanTagTo, TagKind, type Tag } from './tags';

const HASH = 35;

/** One part of a Content token: plain text (`tag` null) or a tag that opens no block. */
export interface ContentPart {
  readonly offset: number;
  readonly tag: Tag | null;
  readonly text: string;
}

const BLOCK_KINDS = new Set<TagKind>([
  TagKind.Section,
  TagKind.Repeated,
  TagKind.Predicate,
  TagKind.If,
  TagKind.Macro,
  TagKind.Or,
  TagKind.AlternatesWith,
  TagKind.End,
]);

/** Whether a tag of this kind shapes blocks (one token of its own) rather than sitting in content. */
export function isBlockKind(kind: TagKind): boolean {
  return BLOCK_KINDS.has(kind);
}

// Content stops at a block tag; the block token's matcher then finds the scan here instead of redoing it.
let memoText = '';
let memoOffset = -1;
let memoTag: Tag | null = null;

function remember(text: string, offset: number, tag: Tag | null): Tag | null {
  memoText = text;
  memoOffset = offset;
  memoTag = tag;
  return tag;
}

/** The tag that starts at `offset` (null for plain text); asked again at the same offset, the last scan. */
export function tagAt(text: string, offset: number): Tag | null {
  if (offset === memoOffset && text === memoText) return memoTag;
  return remember(text, offset, text.charCodeAt(offset) === 123 ? scanTag(text, offset) : null);
}

/** Forgets the memo so a long template is not kept alive after lexing. */
export function resetTagMemo(): void {
  remember('', -1, null);
}

function blockMatcher(kind: TagKind) {
  return (text: string, offset: number): CustomPatternMatcherReturn | null => {
    const tag = tagAt(text, offset);
    if (tag === null || tag.kind !== kind) return null;
    const match = [text.slice(offset, offset + tag.end)] as CustomPatternMatcherReturn;
    match.payload = tag;
    return match;
  };
}

/** Text and non-block tags from an offset up to the next block tag (or the end). */
export interface ContentRun {
  end: number;
  parts: ContentPart[];
}

/**
 * Reads text and non-block tags from `offset` up to the next block tag, the
 * way Squarespace's parser scans: from a `{` to the first `}`, restarting at
 * any `{` met on the way (the text before it stays text); a `{##` where a
 * scan begins opens a multi-line comment.
 */
export function scanContent(text: string, offset: number): ContentRun {
  const parts: ContentPart[] = [];
  let textStart = offset;
  let i = offset;
  while (i < text.length) {
    let brace = text.indexOf('{', i);
    if (brace < 0) {
      i = text.length;
      break;
    }
    let tag: Tag | null;
    if (text.charCodeAt(brace + 1) === HASH && text.charCodeAt(brace + 2) === HASH) {
      tag = tagAt(text, brace) as Tag; // always a comment
    } else {
      const close = text.indexOf('}', brace + 1);
      if (close < 0) {
        i = text.length;
        break;
      }
      const last = text.lastIndexOf('{', close);
      if (last !== brace) {
        brace = last;
        // A restarted `{##...}` is a one-line comment, which tagAt (a scan that begins there) would not give.
        tag = text.charCodeAt(brace + 1) === HASH ? scanTagTo(text, brace, close) : tagAt(text, brace);
      } else {
        tag = tagAt(text, brace);
      }
      if (tag === null) {
        i = close + 1;
        continue;
      }
    }
    if (BLOCK_KINDS.has(tag.kind)) {
      i = brace;
      break;
    }
    if (brace > textStart) parts.push({ offset: textStart, tag: null, text: text.slice(textStart, brace) });
    parts.push({ offset: brace, tag, text: '' });
    i = textStart = brace + tag.end;
  }
  if (i > textStart) parts.push({ offset: textStart, tag: null, text: text.slice(textStart, i) });
  return { end: i, parts };
}

function matchContent(text: string, offset: number): CustomPatternMatcherReturn | null {
  const run = scanContent(text, offset);
  if (run.end === offset) return null;
  const match = [text.slice(offset, run.end)] as CustomPatternMatcherReturn;
  match.payload = run.parts;
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
