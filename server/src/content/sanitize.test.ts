import { sanitizeRichText, visibleText } from './sanitize.js';

/** The allow-list of content pages against the usual XSS vectors (no HTTP needed: a pure function). */
describe('sanitizeRichText', () => {
  const hostile: Array<[string, string]> = [
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>x</p>', '<p>x</p>'],
    ['<p onmouseover="alert(1)" onclick=alert(2)>x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle r=1 /></svg>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<style>@import "https://evil.example/x.css";</style><p>x</p>', '<p>x</p>'],
    ['<p style="color:red;background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="password"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<p dir="rtl" class="x" id="y" data-x="1">نص</p>', '<p dir="rtl">نص</p>'],
    ['<p dir="javascript:alert(1)">x</p>', '<p>x</p>'],
    ['<P DIR="RTL">x</P>', '<p dir="rtl">x</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<textarea><script>alert(1)</script></textarea>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
  ];

  it.each(hostile)('cleans %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps the rich text an admin writes: headings, lists, emphasis, tables and safe links', () => {
    const html =
      '<h1>سياسة الخصوصية</h1><h3>Data</h3><p>نحن <strong>نحترم</strong> <em>خصوصيتك</em> <u>دائماً</u>.</p>' +
      '<ul><li>أ</li><li>ب</li></ul><ol><li>1</li></ol><blockquote>quote</blockquote><hr />' +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>' +
      '<p><a href="mailto:care@ward.sa">mail</a> <a href="tel:+966500000000">call</a> <a href="/return-policy">policy</a> <a href="https://ward.sa">site</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>سياسة الخصوصية</h2><h3>Data</h3><p>نحن <strong>نحترم</strong> <em>خصوصيتك</em> <u>دائماً</u>.</p>' +
        '<ul><li>أ</li><li>ب</li></ul><ol><li>1</li></ol><blockquote>quote</blockquote><hr />' +
        '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>' +
        '<p><a href="mailto:care@ward.sa">mail</a> <a href="tel:+966500000000">call</a> <a href="/return-policy">policy</a> <a href="https://ward.sa" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('drops a rel the input sets and writes its own on external links', () => {
    expect(sanitizeRichText('<a href="/x" rel="opener" target="_blank">in</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">in</a>',
    );
    expect(sanitizeRichText('<a href="/x" rel="opener">in</a><a href="http://x.example" target="_top">out</a>')).toBe(
      '<a href="/x">in</a><a href="http://x.example" rel="noopener noreferrer">out</a>',
    );
  });

  it('tells visible text from markup only', () => {
    expect(visibleText('<p> </p><script>x</script><br>')).toBe('');
    expect(visibleText('<p>ورد</p>')).toBe('ورد');
  });
});
