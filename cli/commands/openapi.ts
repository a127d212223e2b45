/** `kiosk openapi [file]`: writes the API's OpenAPI 3.1 document (generated from schemas/contract) to a file or stdout. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openApiDocument } from '../../schemas/contract/openapi';
import { parseCommandArgs, UsageError, type Command } from '../command';

/** The document as the command writes it: indented JSON with a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

/** Writes the document to `file` (its folder is created); answers the absolute path written. */
export function writeOpenApi(file: string): string {
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, openApiText());
  return target;
}

export const openapiCommand: Command = {
  name: 'openapi',
  help: `Usage: kiosk openapi [file]

Writes the /api contract as an OpenAPI 3.1 document (the one \`kiosk serve\` answers at GET /api/openapi.json),
generated from the endpoint declarations in schemas/contract. Without a file it goes to stdout.

Options:
  -h, --help   show this help`,
  async run(args) {
    const { positionals } = parseCommandArgs(args, {}, true);
    if (positionals.length > 1) throw new UsageError(`expected at most one file, got ${positionals.length}`);
    const [file] = positionals;
    if (file === undefined) {
      process.stdout.write(openApiText());
      return 0;
    }
    console.log(`kiosk: wrote the OpenAPI document to ${writeOpenApi(file)}`);
    return 0;
  },
};
