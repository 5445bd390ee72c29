import { describe, expect, it } from 'vitest';
import { child, parseXml, XmlSyntaxError } from './xml';

describe('parseXml', () => {
  it('reads elements, attributes, entities, CDATA and the line of each element', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!-- c -->\n<a x="1 &amp; 2">\n  <b>&lt;t&gt; &#233;&#x263A;</b>\n  <c><![CDATA[<raw>]]></c><d/>\n</a>',
    );
    const a = child(root, 'a')!;
    expect(a.attributes.get('x')).toBe('1 & 2');
    expect(child(a, 'b')).toMatchObject({ text: '<t> é☺', line: 4 });
    expect(child(a, 'c')!.text).toBe('<raw>');
    expect(child(a, 'd')).toMatchObject({ children: [], text: '' });
  });

  it('refuses mismatched or unclosed tags with the line', () => {
    expect(() => parseXml('<a>\n<b></a>')).toThrow(XmlSyntaxError);
    try {
      parseXml('<a>\n\n<b>');
    } catch (error) {
      expect((error as XmlSyntaxError).line).toBe(3);
    }
  });
});
