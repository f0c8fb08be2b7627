import sanitizeHtml from 'sanitize-html';

/**
 * What the shop's rich text may hold (content pages, /b2b/iceriksayfalari): headings, paragraphs, bold, italic,
 * lists and links, nothing else. Scripts, styles, event handlers, classes and `javascript:` or `data:` links are
 * dropped; a link keeps only its address and opens nothing in the shop's window. The server cleans a body before it is
 * stored and again before the storefront serves it, so a row written another way is safe when shown too.
 */
const CONTENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // rel and target are the server's own, whatever the writer sent
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

export function cleanContentHtml(html: string): string {
  return sanitizeHtml(html, CONTENT_HTML).trim();
}

/** A review's text: plain text, whatever markup was sent (tags and their scripts dropped, entities read back). */
export function plainText(text: string): string {
  let out = text;
  // entities read back may spell a tag again ("&lt;b&gt;"): strip until nothing changes
  for (let i = 0; i < 5; i++) {
    const next = readEntities(sanitizeHtml(out, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' }));
    if (next === out) break;
    out = next;
  }
  return out.trim();
}

const readEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
