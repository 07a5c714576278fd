import sanitizeHtml from 'sanitize-html';

/**
 * Content pages keep an allow-list of tags and attributes (sanitize-html, parsed with
 * htmlparser2): no scripts, styles, event handlers, frames, forms or `javascript:` URLs.
 * Links may be http(s), mailto, tel or site-relative; external ones get rel="noopener noreferrer".
 */
const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const DIRECTIONS = ['rtl', 'ltr', 'auto'];

/** `dir` (for mixed Arabic and English text) is kept on any allowed tag, with a known value only. */
function keepKnownDir(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { dir, ...rest } = attribs;
  return { tagName, attribs: dir && DIRECTIONS.includes(dir.toLowerCase()) ? { ...rest, dir: dir.toLowerCase() } : rest };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    ...Object.fromEntries(TAGS.map((tag) => [tag, ['dir']])),
    // `rel` and `target` are only ever what the transform below writes
    a: ['dir', 'href', 'title', 'rel', 'target'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': keepKnownDir,
    // the page title is the h1: headings inside the body start at h2
    h1: (_tagName, attribs) => keepKnownDir('h2', attribs),
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = keepKnownDir(tagName, attribs).attribs;
      const out: sanitizeHtml.Attributes = { ...rest };
      if (target === '_blank') out.target = target;
      if (/^\s*https?:/i.test(rest.href ?? '') || target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of sanitised HTML (to refuse a body that is empty once cleaned). */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}
