import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_THREAD_FROM, linkPages, linkPagesAside, type PageLink } from '../../../publisher/build/link-pages';

describe('linkPages', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A published folder with `count` pages (each with .br/.gz copies, the first few without) and an empty new one. */
  function folders(count: number) {
    const root = mkdtempSync(path.join(tmpdir(), 'kiosk-link-pages-'));
    dirs.push(root);
    const links: PageLink[] = [];
    for (let i = 0; i < count; i++) {
      const from = path.join(root, 'dist', 'shop', 'p', `item-${i}`, 'index.html');
      mkdirSync(path.dirname(from), { recursive: true });
      writeFileSync(from, `page ${i}`);
      if (i >= 3) for (const suffix of ['.br', '.gz']) writeFileSync(from + suffix, `${suffix} ${i}`);
      links.push({ from, to: path.join(root, 'next', 'shop', 'p', `item-${i}`, 'index.html') });
    }
    return { root, links };
  }

  it('links each page and the compressed copies it has into new folders, and answers the pages that are gone', () => {
    const { links } = folders(5);
    rmSync(links[1].from);
    const missing = linkPages(links);
    expect(missing).toEqual([links[1]]);
    expect(statSync(links[4].to).ino).toBe(statSync(links[4].from).ino);
    expect(readFileSync(`${links[4].to}.gz`, 'utf8')).toBe('.gz 4');
    expect(readFileSync(links[0].to, 'utf8')).toBe('page 0');
    expect(existsSync(`${links[0].to}.br`)).toBe(false);
    expect(existsSync(links[1].to)).toBe(false);
  });

  it('links many pages on a thread of its own, with the same outcome', async () => {
    const { links } = folders(LINK_THREAD_FROM);
    rmSync(links[7].from);
    const missing = await linkPagesAside(links);
    expect(missing).toEqual([links[7]]);
    for (const link of links.filter((_, i) => i !== 7)) expect(statSync(link.to).ino).toBe(statSync(link.from).ino);
    expect(statSync(`${links[9].to}.br`).ino).toBe(statSync(`${links[9].from}.br`).ino);
  }, 30_000);
});
