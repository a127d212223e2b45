/** The project files `kiosk init` writes beside content/ and templates/: package.json, .gitignore and README.md. */

export interface SiteFilesOptions {
  /** The package name of the new site (from its folder's name). */
  packageName: string;
  /** The site's title. */
  title: string;
  /** Kiosk's published package name (the repository package.json's `name`). */
  kioskName: string;
  /** What package.json depends on for Kiosk: a version range, or `file:<path>` for a local copy. */
  kioskDependency: string;
  /** Kiosk's supported Node versions (the repository package.json's `engines.node`). */
  nodeEngines?: string;
  productUrl: string;
}

/**
 * The scripts an npm user expects. Each names the site (`--site .`) so a folder that lost content/ or templates/
 * fails with that reason instead of quietly running the bundled demo.
 */
export const SITE_SCRIPTS = {
  start: 'kiosk start --site .',
  build: 'kiosk build --site .',
  serve: 'kiosk serve --site .',
  dev: 'kiosk dev --site .',
  preview: 'kiosk preview --site .',
  check: 'kiosk check --site .',
} as const;

export function sitePackageJson(options: SiteFilesOptions): string {
  const manifest = {
    name: options.packageName,
    version: '0.1.0',
    private: true,
    description: `${options.title}: a site built with Kiosk`,
    type: 'module',
    ...(options.nodeEngines ? { engines: { node: options.nodeEngines } } : {}),
    scripts: SITE_SCRIPTS,
    dependencies: { [options.kioskName]: options.kioskDependency },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** What a build, the server and the image cache write into the site folder: never committed. */
// `.dist-*`: a build's staging and replaced folders (publisher/build/swap-folders.ts), left behind if it is
// interrupted, and `.dist-build.lock`, held while a build runs (publisher/build/build-lock.ts).
export const SITE_GITIGNORE = ['node_modules/', 'dist/', 'dist-private/', 'dist-hosting/', '.dist-*/', '.dist-build.lock', 'data/', '.kiosk-cache/'];

export function siteGitignore(): string {
  return `${SITE_GITIGNORE.join('\n')}\n`;
}

export function siteReadme(options: SiteFilesOptions): string {
  return `# ${options.title}

A website with a shop, made with Kiosk (the npm package \`${options.kioskName}\`).

## Run it

\`\`\`sh
npm install
npm start
\`\`\`

Then open http://localhost:4321: the home page, the shop with its one product (${options.productUrl}), the
journal with its first post, and the contact form. The first start builds the site, which takes a little while; later starts reuse the build until
something changes.

| script | what it does |
|---|---|
| \`npm start\` | builds the site when \`dist/\` is missing or out of date, then serves it with its API on port 4321 (\`PORT\` changes it) |
| \`npm run build\` | publishes the site into \`dist/\`: static pages, images, styles and scripts |
| \`npm run serve\` | serves the built \`dist/\` and the API (checkout, forms, accounts) from one process |
| \`npm run dev\` | a development server: edits to \`content/\` and \`templates/\` show on the next reload |
| \`npm run preview\` | previews \`templates/\` offline, with live reload and an error overlay (port 4322) |
| \`npm run check\` | checks \`templates/\` for template mistakes (exit code 1 when it finds errors, for CI) |

Other commands work the same way: \`npx kiosk <command> --site .\` (\`npx kiosk --help\` lists them; \`orders\`,
\`stock\`, \`forms\`, \`keys\` and the rest work on this site's database in \`data/\`).

## What is where

- \`content/\`: what the site says, as JSON: \`website.json\` (title, contact email, currency), \`navigation.json\`,
  \`pages/\`, the shop in \`collections/shop/\` (one file per product), the journal in \`collections/journal/\` (one
  file per post), \`forms/\`, and the original images in \`images/\`.
- \`templates/\`: how it looks (JSON-T templates, styles, the emails in \`templates/emails/\`).
- \`kiosk.config.json\` (optional): site settings such as \`apiOrigin\` when the pages are published on a static host.
- Written by Kiosk and ignored by git: \`dist/\` (the published site), \`data/\` (the database: orders, form
  submissions, accounts; emails are saved to \`data/outbox/\` until an SMTP server is configured), \`.kiosk-cache/\`
  (image renditions).

Before selling for real, set the contact email in \`content/website.json\`, and read Kiosk's README on payments,
email and publishing (its "Selling" and "Publishing to static hosting" sections): checkout takes the built-in
test card until a payment provider is configured.
`;
}
