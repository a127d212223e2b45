/** `kiosk init <dir>`: creates a new site folder (a template, starter content, package.json) and says what to do next. */
import path from 'node:path';
import { parseCommandArgs, UsageError, type Command } from '../command';

export const initCommand: Command = {
  name: 'init',
  help: `Usage: kiosk init <dir> [--template <dir>]

Creates a new site in <dir> (a new or empty folder): templates/ (a copy of Kiosk's default template, or of
--template), starter content in content/ (a home page, a shop with one product and its picture, a journal
with one post, a contact page with its form, and the cart and checkout pages), a package.json with the
scripts start, build, serve, dev, preview and check, a .gitignore, and a README.
Then: cd <dir> && npm install && npm start.

Options:
  --template <dir>          a template folder to copy instead of Kiosk's default (it needs a site.region)
  --kiosk-dependency <spec> what package.json depends on for Kiosk (default ^<this version>), such as
                            file:../kiosk for a local copy of Kiosk
  -h, --help                show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { template: { type: 'string' }, 'kiosk-dependency': { type: 'string' } }, true);
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'missing <dir>: the folder for the new site' : `expected one folder, got ${positionals.length}`);
    const dependency = values['kiosk-dependency'];
    if (dependency !== undefined && dependency.trim() === '') throw new UsageError('--kiosk-dependency needs a version range or a file: path');
    // Loaded when run: sharp (the product picture) is not needed for `kiosk --help`.
    const { createSite } = await import('../init/create-site');
    const site = await createSite({ dir: positionals[0], templateDir: values.template, kioskDependency: dependency });
    const shown = path.relative(process.cwd(), site.root) || '.';
    console.log(`kiosk init: created a new site in ${site.root} (${site.files.length} files)

Next steps:
  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}
  npm install
  npm start          # builds the site, then serves it at http://localhost:4321

Edit content/ (what the site says) and templates/ (how it looks); README.md lists the other scripts.`);
    return 0;
  },
};
