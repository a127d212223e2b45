/**
 * Content items parsed once and kept while their files stay as they are on disk (size and modification time, to the
 * nanosecond), for a build that lives on (`kiosk build --watch`): a rebuild reads again only the items that changed.
 * The objects are shared from one load to the next. Nothing changes them after a load but the image data
 * (publisher/images/attach-image-data.ts), which writes the same values again while the images stay the same; when
 * they change, `keyOn` forgets every object.
 */
import { statSync } from 'node:fs';
import { readJsonObject, type JsonObject } from './read-json';

interface ParsedFile {
  size: bigint;
  mtimeNs: bigint;
  value: JsonObject;
}

export class ParsedFiles {
  private readonly files = new Map<string, ParsedFile>();
  /** the files read by the load under way */
  private readonly read = new Set<string>();
  private key?: string;

  /**
   * Runs one load of the site. `key`: what the load puts into the objects besides their files (the image data); the
   * objects are kept while it stays the same. Files the load did not read (items removed) are forgotten after it.
   */
  load<T>(key: string, run: () => T): T {
    if (key !== this.key) this.files.clear();
    this.key = key;
    this.read.clear();
    const loaded = run();
    for (const file of this.files.keys()) if (!this.read.has(file)) this.files.delete(file);
    return loaded;
  }

  /** The object `file` holds, read again when the file changed since it was read; errors as readJsonObject's. */
  readObject(file: string): JsonObject {
    this.read.add(file);
    const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
    const kept = this.files.get(file);
    if (stat && kept && kept.size === stat.size && kept.mtimeNs === stat.mtimeNs) return kept.value;
    // Stat first, read second: a change in between is read now and, its time being newer, read again next time.
    const value = readJsonObject(file);
    if (stat) this.files.set(file, { size: stat.size, mtimeNs: stat.mtimeNs, value });
    return value;
  }
}
