import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTemplateFile, siteBlocks } from '../../../cli/commands/render';

describe('renderTemplateFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-render-'));
  const file = (name: string, text: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, text);
    return full;
  };

  it('renders a template against JSON with partials', () => {
    const result = renderTemplateFile({
      templateFile: file('t.jsont', '{.section item}{title}{.end} {@|apply card.block}'),
      jsonFile: file('c.json', '{"item": {"title": "Tee"}, "name": "x"}'),
      partialsFile: file('p.json', '{"card.block": "[{name}]"}'),
    });
    expect(result).toEqual({ output: 'Tee [x]', errors: [] });
  });

  it("takes a site's templates/blocks/ as the partials when no partials file is given", () => {
    const templates = path.join(dir, 'site-templates');
    mkdirSync(path.join(templates, 'blocks'), { recursive: true });
    writeFileSync(path.join(templates, 'blocks', 'card.block'), '<{name}>');
    writeFileSync(path.join(templates, 'blocks', 'notes.txt'), 'not a block');
    expect(siteBlocks(templates)).toEqual({ 'card.block': '<{name}>' });
    expect(siteBlocks(path.join(dir, 'nowhere'))).toEqual({});
    const result = renderTemplateFile({
      templateFile: file('b.jsont', '{@|apply card.block}'),
      jsonFile: file('b.json', '{"name": "mug"}'),
      partials: siteBlocks(templates),
    });
    expect(result).toEqual({ output: '<mug>', errors: [] });
  });

  it('reports template syntax errors as file:line:column: message, beside what it could render', () => {
    const template = file('bad.jsont', 'ok\n{.section a}in{x|nope}');
    const result = renderTemplateFile({ templateFile: template, jsonFile: file('e.json', '{"a": 1}') });
    expect(result.output).toBe('ok\nin{x|nope}');
    expect(result.errors).toEqual([`${template}:2:1: Unclosed SECTION block {.section a}: reached the end of the template without its {.end}.`, `${template}:2:18: Unknown formatter "nope".`]);
  });

  it('names the JSON file and the place of a JSON error', () => {
    const json = file('broken.json', '{\n  "a": 1\n  "b": 2\n}');
    expect(() => renderTemplateFile({ templateFile: file('t2.jsont', '{a}'), jsonFile: json })).toThrow(
      `${json}:3:3: invalid JSON: expected ',' or '}' but found character "\\""`,
    );
  });

  it('requires partials to be an object of template text', () => {
    const partials = file('pp.json', '{"a.block": 1}');
    expect(() => renderTemplateFile({ templateFile: file('t3.jsont', '{a}'), jsonFile: file('c3.json', '{}'), partialsFile: partials })).toThrow(
      `${partials}: partial "a.block" must be a string of template text`,
    );
  });
});
