/** Entities a page may use to hide a URL scheme or a quote, decoded the way a browser reads them. */
export function decode(v: string): string {
  return v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');
}

/**
 * What a browser would run: an event-handler attribute, a javascript: URL, srcdoc, an inline
 * script that is not JSON data, or an embedding tag carrying the marker. Tags and attributes
 * are tokenized the way HTML does it (quoted values end at their own quote).
 */
export function liveMarkup(html: string): string | null {
  const tags = /<([a-zA-Z][^\s/>]*)((?:[\s/]+[^\s/>=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)[\s/]*>/g;
  for (const [tag, name, attrs] of html.matchAll(tags)) {
    for (const a of attrs.matchAll(/([^\s/>=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const attr = a[1].toLowerCase();
      const value = decode(a[2] ?? a[3] ?? a[4] ?? '');
      if (attr.startsWith('on') || attr === 'srcdoc') return tag.slice(0, 160);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attr) &&
        /^\s*(javascript|vbscript|data:text\/html)/i.test(value)
      )
        return tag.slice(0, 160);
    }
    if (/^(iframe|object|embed|frame|base)$/i.test(name)) return tag.slice(0, 160);
  }
  for (const [script, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attrs) && !body.trim()) continue;
    if (/type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    return script.slice(0, 160);
  }
  return null;
}
