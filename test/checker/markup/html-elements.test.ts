/** The start-tag scanner the image and Squarespace-tag rules read: attributes, JSON-T inside tags, skipped regions. */
import { describe, expect, it } from 'vitest';
import { attribute, findElements } from '../../../checker/markup/html-elements';

const images = (source: string) => findElements(source, (name) => name === 'img');

describe('findElements', () => {
  it('reads attributes with their offsets, quoted, unquoted and bare', () => {
    const source = `<p><IMG Src="/a.png" width=10 hidden alt='A "b"'></p>`;
    const [img] = images(source);
    expect(img.name).toBe('img');
    expect(img.end).toBe(source.indexOf('</p>'));
    expect(img.attributes.map((a) => [a.name, a.value])).toEqual([['src', '/a.png'], ['width', '10'], ['hidden', null], ['alt', 'A "b"']]);
    expect(source.slice(attribute(img, 'src')!.valueOffset, attribute(img, 'src')!.valueOffset + 6)).toBe('/a.png');
  });

  it('understands JSON-T tags inside a start tag', () => {
    const [img] = images('<img src="{assetUrl|htmlattr}" {.equal? @index 1}fetchpriority="high"{.or}loading="lazy"{.end} alt="{title}">');
    expect(attribute(img, 'src')).toMatchObject({ dynamic: true, conditional: false });
    expect(attribute(img, 'fetchpriority')).toMatchObject({ value: 'high', conditional: true });
    expect(attribute(img, 'alt')).toMatchObject({ dynamic: true, conditional: false });
    expect(img.printsAttributes).toBe(false);
    expect(images('<img {@|image-meta} class="x">')[0].printsAttributes).toBe(true);
  });

  it('skips comments, scripts and styles, and finds Squarespace tags by prefix', () => {
    const source = '<!-- <img> -->{# <img> }{## <img>\n ##}<script>"<img>"</script><style>/* <img> */</style><img alt=""><squarespace:block-field id="a"/>';
    expect(images(source)).toHaveLength(1);
    const [tag] = findElements(source, (name) => name.startsWith('squarespace:'));
    expect(tag).toMatchObject({ name: 'squarespace:block-field' });
    expect(attribute(tag, 'id')?.value).toBe('a');
  });
});
