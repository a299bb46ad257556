/**
 * Operator HTML (announcements, promotions, notices, help) is sanitised when
 * stored: a small allow-list of formatting tags, http(s) links and images only.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\([\d ,]+\)$/], 'text-align': [/^(left|right|center)$/], 'font-weight': [/^(bold|normal|\d00)$/] } },
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Plain text of stored HTML, for previews (§2 notice list). */
export function plainText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
