/**
 * A small XML reader for the import files (KeePass 2 XML): elements, attributes, text, CDATA, the five
 * named entities and numeric ones; comments, processing instructions and the doctype are passed over.
 * It runs in the vault worker, where there is no DOMParser. Each element keeps the line it starts on.
 */

export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

export class XmlSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`XML syntax error on line ${line}`);
    this.name = 'XmlSyntaxError';
  }
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string, line: number): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    const value = named[entity];
    if (value === undefined) throw new XmlSyntaxError(line);
    return value;
  });
}

export function parseXml(text: string): XmlElement {
  let position = 0;
  let line = 1;
  const advanceTo = (next: number) => {
    for (let i = position; i < next; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    position = next;
  };
  const root: XmlElement = { name: '#document', attributes: new Map(), children: [], text: '', line: 1 };
  const stack: XmlElement[] = [root];
  while (position < text.length) {
    const open = text.indexOf('<', position);
    const current = stack[stack.length - 1]!;
    if (open === -1) {
      if (text.slice(position).trim() !== '') throw new XmlSyntaxError(line);
      break;
    }
    if (open > position) {
      current.text += decodeEntities(text.slice(position, open), line);
      advanceTo(open);
    }
    if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position);
      if (end === -1) throw new XmlSyntaxError(line);
      advanceTo(end + 3);
    } else if (text.startsWith('<![CDATA[', position)) {
      const end = text.indexOf(']]>', position);
      if (end === -1) throw new XmlSyntaxError(line);
      current.text += text.slice(position + 9, end);
      advanceTo(end + 3);
    } else if (text.startsWith('<?', position) || text.startsWith('<!', position)) {
      const end = text.indexOf('>', position);
      if (end === -1) throw new XmlSyntaxError(line);
      advanceTo(end + 1);
    } else if (text.startsWith('</', position)) {
      const end = text.indexOf('>', position);
      const name = end === -1 ? '' : text.slice(position + 2, end).trim();
      if (end === -1 || stack.length < 2 || current.name !== name) throw new XmlSyntaxError(line);
      stack.pop();
      advanceTo(end + 1);
    } else {
      const tag = /^<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(
        text.slice(position, position + 10_000),
      );
      if (!tag) throw new XmlSyntaxError(line);
      const element: XmlElement = { name: tag[1]!, attributes: new Map(), children: [], text: '', line };
      for (const attribute of tag[2]!.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        element.attributes.set(attribute[1]!, decodeEntities(attribute[2] ?? attribute[3] ?? '', line));
      current.children.push(element);
      if (tag[3] !== '/') stack.push(element);
      advanceTo(position + tag[0].length);
    }
  }
  if (stack.length !== 1) throw new XmlSyntaxError(line);
  return root;
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}
