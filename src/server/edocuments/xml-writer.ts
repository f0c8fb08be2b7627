/**
 * A small XML writer for the UBL builders: the few calls of xmlbuilder2 they use (`ele(namespace, name)`, `att`, `txt`,
 * `end`), writing strings.
 *
 * Why not xmlbuilder2 itself, the house's XML writer: a 1250-line invoice has about 40,000 elements, and xmlbuilder2
 * needs over a second for that many, in its DOM (`create`) and in its streaming writer (`createCB`) alike, measured
 * here; this writer takes a fraction of that (`npm run bench ubl-invoice`), and the XSD and GİB's schematron check
 * what it writes in `npm test`. Why it is safe: it writes only elements, attributes and text, all escaped, and drops
 * the characters XML 1.0 cannot carry (control characters a pasted name may hold) rather than writing a document no
 * integrator could read.
 *
 * Namespaces: the root's is the default one, the UBL components' get their usual prefixes (cac, cbc, ext), any other
 * is declared on its element.
 */
const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const NOT_XML_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlChars = (s: string) => (NOT_XML.test(s) ? s.replace(NOT_XML_ALL, '') : s);
const escapeText = (s: string) => {
  const v = xmlChars(s);
  return /[&<>]/.test(v) ? v.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!) : v;
};
const escapeAttr = (s: string) => {
  const v = xmlChars(s);
  return /[&<>"]/.test(v) ? v.replace(/[&<>"]/g, (c) => TEXT_ESCAPES[c]!) : v;
};

export class XmlElement {
  // the attributes written out, and the children made when the first comes: a long invoice has 40,000 elements, most leaves
  private attrs = '';
  private children: XmlElement[] | undefined;
  private text: string | undefined;

  constructor(
    private readonly name: string,
    private readonly rootNs: string,
  ) {}

  /** A child element in `ns`: a UBL component's prefix, the root's namespace unprefixed, any other declared on it. */
  ele(ns: string, name: string): XmlElement {
    const prefix = PREFIXES[ns];
    const child = new XmlElement(prefix ? `${prefix}:${name}` : name, this.rootNs);
    if (!prefix && ns !== this.rootNs) child.att('xmlns', ns);
    if (this.children) this.children.push(child);
    else this.children = [child];
    return child;
  }

  att(name: string, value: string): this {
    this.attrs += ` ${name}="${escapeAttr(value)}"`;
    return this;
  }

  txt(text: string): this {
    this.text = (this.text ?? '') + text;
    return this;
  }

  write(out: string[], indent: string, pretty: boolean): void {
    const open = `${indent}<${this.name}${this.attrs}`;
    if (!this.children) {
      out.push(this.text === undefined || this.text === '' ? `${open}/>` : `${open}>${escapeText(this.text)}</${this.name}>`);
      return;
    }
    out.push(`${open}>${this.text ? escapeText(this.text) : ''}`);
    const inner = pretty ? `${indent}  ` : '';
    for (const c of this.children) c.write(out, inner, pretty);
    out.push(`${indent}</${this.name}>`);
  }
}

export class XmlDocument {
  private root: XmlElement | undefined;

  /** The root element, its namespace the document's default one. */
  ele(ns: string, name: string): XmlElement {
    this.root = new XmlElement(name, ns).att('xmlns', ns);
    return this.root;
  }

  end(options: { prettyPrint?: boolean } = {}): string {
    const pretty = options.prettyPrint === true;
    const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
    this.root?.write(out, '', pretty);
    return out.join(pretty ? '\n' : '');
  }
}
