/** Live reload through a running preview: a saved file reaches the open page as a `change` event with its new status. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, startPreview, type RunningPreview } from '../../preview';
import { templateFixture, type TemplateFixture } from './template-fixture';

let fixture: TemplateFixture | undefined;
let running: RunningPreview | undefined;

afterEach(async () => {
  await running?.close();
  fixture?.remove();
});

interface ChangeEvent {
  kind: string;
  files: string[];
  status: { errors: { file: string }[] };
}

/** Reads server-sent events until one `change` event arrives. */
async function nextChange(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ChangeEvent> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended');
    text += decoder.decode(value, { stream: true });
    const match = /event: change\ndata: (.*)\n\n/.exec(text);
    if (match) return JSON.parse(match[1]) as ChangeEvent;
  }
}

describe('live reload', () => {
  it('sends a change event to the open page when a block, a style or a fixture is saved', async () => {
    fixture = templateFixture();
    running = await startPreview({ templateDir: fixture.templateDir, contentDir: DEFAULT_CONTENT_DIR, fixturesDir: fixture.fixturesDir, api: false });
    const response = await fetch(`${running.url}/_preview/events?path=/blog`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    // The stream is open once its first bytes (the retry line) arrive.
    await reader.read();

    fixture.write('template/blocks/card.block', '<a class="card saved">{title}</a>\n');
    const block = await nextChange(reader);
    expect(block).toMatchObject({ kind: 'page', files: ['blocks/card.block'], status: { errors: [] } });
    expect(await (await fetch(`${running.url}/blog`)).text()).toContain('<a class="card saved">First post</a>');

    fixture.write('template/styles/site.less', '.card { color: darken(@brand, 10%); }\n');
    const style = await nextChange(reader);
    expect(style).toMatchObject({ kind: 'css', files: ['styles/site.less'] });

    fixture.write('template/blocks/card.block', '{.section title}\n');
    const broken = await nextChange(reader);
    expect(broken.status.errors[0].file).toBe('blocks/card.block');

    fixture.write('fixtures/blog.json', JSON.stringify({ collection: { title: 'Renamed', typeName: 'blog', urlId: 'blog' }, items: [] }));
    const data = await nextChange(reader);
    expect(data.kind).toBe('page');
    await reader.cancel();
  });
});
