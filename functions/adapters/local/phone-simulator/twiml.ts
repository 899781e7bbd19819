// A small, strict-enough XML reader for the TwiML our webhooks return. TwiML is plain XML with no
// namespaces or DTDs, so a full parser (and a dependency) would buy nothing here.

export interface TwimlElement {
  name: string;
  attrs: Record<string, string>;
  children: TwimlNode[];
}

export type TwimlNode = TwimlElement | string;

export class TwimlError extends Error {
  override readonly name = 'TwimlError';
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    const named = NAMED_ENTITIES[ref];
    if (named === undefined) throw new TwimlError(`Unknown entity ${whole}`);
    return named;
  });
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTR = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** Parses a TwiML document; throws TwimlError when it is not well-formed XML. */
export function parseTwiml(xml: string): TwimlElement {
  let i = 0;
  const root: TwimlElement = { name: '#document', attrs: {}, children: [] };
  const stack: TwimlElement[] = [root];
  const top = () => stack[stack.length - 1]!;

  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      addText(xml.slice(i));
      break;
    }
    if (lt > i) addText(xml.slice(i, lt));
    i = lt;
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      if (end === -1) throw new TwimlError('Unclosed comment');
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9);
      if (end === -1) throw new TwimlError('Unclosed CDATA section');
      if (stack.length > 1) top().children.push(xml.slice(i + 9, end));
      i = end + 3;
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2);
      if (end === -1) throw new TwimlError('Unclosed processing instruction');
      i = end + 2;
    } else if (xml.startsWith('<!', i)) {
      throw new TwimlError('DOCTYPE and other declarations are not allowed in TwiML');
    } else if (xml.startsWith('</', i)) {
      const m = NAME.exec(xml.slice(i + 2));
      const end = xml.indexOf('>', i);
      if (!m || end === -1) throw new TwimlError('Malformed closing tag');
      const open = stack.pop();
      if (!open || stack.length === 0 || open.name !== m[0]) {
        throw new TwimlError(`Closing tag </${m[0]}> does not match <${open?.name ?? ''}>`);
      }
      if (xml.slice(i + 2 + m[0].length, end).trim()) throw new TwimlError('Malformed closing tag');
      i = end + 1;
    } else {
      let rest = xml.slice(i + 1);
      const m = NAME.exec(rest);
      if (!m) throw new TwimlError('Malformed tag');
      const element: TwimlElement = { name: m[0], attrs: {}, children: [] };
      rest = rest.slice(m[0].length);
      let consumed = 1 + m[0].length;
      for (let a = ATTR.exec(rest); a; a = ATTR.exec(rest)) {
        element.attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
        rest = rest.slice(a[0].length);
        consumed += a[0].length;
      }
      const close = /^\s*(\/?)>/.exec(rest);
      if (!close) throw new TwimlError(`Malformed tag <${element.name}>`);
      consumed += close[0].length;
      if (stack.length === 1 && root.children.some((c) => typeof c !== 'string')) {
        throw new TwimlError('A document has one root element');
      }
      top().children.push(element);
      if (!close[1]) stack.push(element);
      i += consumed;
    }
  }
  if (stack.length !== 1) throw new TwimlError(`Unclosed <${top().name}>`);
  const element = root.children.find((c): c is TwimlElement => typeof c !== 'string');
  if (!element) throw new TwimlError('The document is empty');
  return element;

  function addText(raw: string): void {
    if (stack.length === 1) {
      if (raw.trim()) throw new TwimlError('Text outside the root element');
      return;
    }
    top().children.push(decodeEntities(raw));
  }
}

// SSML elements that separate words even when the markup has no spaces around them.
const BREAKING = new Set(['break', 'p', 's']);

/** The words an element says: its text content with SSML markup dropped and spacing tidied. */
export function spokenText(element: TwimlElement): string {
  const collect = (node: TwimlNode): string =>
    typeof node === 'string' ? node : (BREAKING.has(node.name) ? ' ' : '') + node.children.map(collect).join('') + (BREAKING.has(node.name) ? ' ' : '');
  return element.children
    .map(collect)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** Child elements only (whitespace between verbs is not a verb). */
export function verbs(element: TwimlElement): TwimlElement[] {
  return element.children.filter((c): c is TwimlElement => typeof c !== 'string');
}
