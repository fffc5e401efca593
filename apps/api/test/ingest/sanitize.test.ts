import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, markdownToHtml, sanitizeHtml } from '../../src/modules/ingest/index.ts';

const XSS: [string, string][] = [
  ['<script>alert(1)</script>Hello', '<p>Hello</p>'],
  ['<SCRIPT SRC=//evil.js></SCRIPT>ok', '<p>ok</p>'],
  ['<img src=x onerror=alert(1)>after', '<p>after</p>'],
  ['<p onclick="alert(1)" style="color:red" class="x">text</p>', '<p>text</p>'],
  ['<a href="javascript:alert(1)">click</a>', '<p>click</p>'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', '<p>x</p>'],
  ['<a href="java&#10;script:alert(1)">x</a>', '<p>x</p>'],
  ['<a href="&#106;avascript:alert(1)">x</a>', '<p>x</p>'],
  ['<a href=" javascript:alert(1)">x</a>', '<p>x</p>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<p>x</p>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<p>x</p>'],
  ['<a href="//evil.example/x">x</a>', '<p>x</p>'],
  [
    '<a href="https://ok.example/a?b=1&c=2" onmouseover="x()">ok</a>',
    '<p><a href="https://ok.example/a?b=1&amp;c=2" rel="nofollow noopener" target="_blank">ok</a></p>',
  ],
  ['<style>body{background:url(javascript:alert(1))}</style>text', '<p>text</p>'],
  ['<svg onload=alert(1)><script>alert(1)</script><text>svg</text></svg>after', '<p>after</p>'],
  ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<iframe src="https://evil.example"></iframe>ok', '<p>ok</p>'],
  ['<object data="x.swf"></object><embed src="x.swf">ok', '<p>ok</p>'],
  ['<form action="https://evil"><input value="v"><button>Go</button></form>ok', '<p>ok</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', '<p>ok</p>'],
  ['<base href="javascript:/">ok', '<p>ok</p>'],
  ['<div style="background-image:url(javascript:alert(1))">x</div>', '<p>x</p>'],
  ['<!--<script>alert(1)</script>-->ok', '<p>ok</p>'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  [
    '<a href="mailto:jobs@acme.co.uk">Apply</a>',
    '<p><a href="mailto:jobs@acme.co.uk" rel="nofollow noopener" target="_blank">Apply</a></p>',
  ],
];

describe('sanitizeHtml against XSS vectors', () => {
  it.each(XSS)('%s', (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<script|<img|<svg|<style|<iframe|javascript:|on\w+=|style=/i);
  });

  it('sanitises again what it produced without change (idempotent)', () => {
    for (const [input] of XSS) expect(sanitizeHtml(sanitizeHtml(input))).toBe(sanitizeHtml(input));
  });
});

describe('sanitizeHtml structure', () => {
  it('keeps the allow-list and maps other headings and blocks', () => {
    expect(sanitizeHtml('<h1>Title</h1><h5>Small</h5><table><tr><td>cell</td></tr></table><blockquote>q</blockquote>')).toBe(
      '<h2>Title</h2><h4>Small</h4><p>cell</p><p>q</p>',
    );
    expect(sanitizeHtml('<p>a <b>b</b> <strong>c</strong> <em>d</em> <i>e</i><br>f</p><ol><li>1</li></ol>')).toBe(
      '<p>a <b>b</b> <strong>c</strong> <em>d</em> <i>e</i><br>f</p><ol><li>1</li></ol>',
    );
  });

  it('unwraps nested divs, drops empty paragraphs, wraps stray list items', () => {
    expect(sanitizeHtml('<div class="a"><div><h2>About</h2>\n<p><span>Hello</span></p><p>&nbsp;</p><div>Two</div></div></div>')).toBe(
      '<h2>About</h2><p>Hello</p><p>Two</p>',
    );
    expect(sanitizeHtml('<div>\n\n<li>\n<p>One</p>\n</li>\n<li>Two</li>\n\n<br><br></div>')).toBe('<ul><li>One</li><li>Two</li></ul>');
    expect(sanitizeHtml('<ul><li>x<ul><li>y</li></ul></li></ul>')).toBe('<ul><li>x</li><li>y</li></ul>');
  });

  it('closes inline tags at block boundaries so the output stays balanced', () => {
    expect(sanitizeHtml('<strong>Bold <p>para</p> tail</strong> end')).toBe(
      '<p><strong>Bold</strong></p><p><strong>para</strong></p><p><strong>tail</strong> end</p>',
    );
    expect(sanitizeHtml('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
  });

  it('decodes Greenhouse-style escaped HTML once', () => {
    expect(decodeEntities('&lt;p&gt;What&#39;s next &amp;amp; more&lt;/p&gt;')).toBe("<p>What's next &amp; more</p>");
    expect(sanitizeHtml(decodeEntities('&lt;p&gt;A &amp;amp; B&lt;/p&gt;'))).toBe('<p>A &amp; B</p>');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs as blank lines, lists as "- " lines, <br> as a line break', () => {
    expect(htmlToText('<h2>About</h2><p>One&nbsp;two\n three</p><ul><li>a</li><li><p>b</p></li></ul><p>x<br>y</p>')).toBe(
      'About\n\nOne two three\n\n- a\n- b\n\nx\ny',
    );
  });

  it('drops script and style text and decodes entities', () => {
    expect(htmlToText('<script>var a = 1;</script><style>p{}</style><p>Fish &amp; chips &#163;5</p>')).toBe('Fish & chips £5');
  });
});

describe('markdownToHtml (Indeed via JobSpy)', () => {
  it('renders paragraphs, bold, lists, headings and safe links', () => {
    const md =
      '**Job Overview**\n\nWe are hiring.  \nStart: May\n\n* one\n* two\n\n- three\n\n## Duties\n\n1. ' +
      'first\n2. second\n\n[Apply](https://acme.example/apply) [bad](javascript:alert(1))';
    expect(markdownToHtml(md)).toBe(
      '<p><strong>Job Overview</strong></p><p>We are hiring.<br>Start: May</p><ul><li>one</li><li>two</li><li>three</li></ul>' +
        '<h3>Duties</h3><ol><li>first</li><li>second</li></ol>' +
        '<p><a href="https://acme.example/apply" rel="nofollow noopener" target="_blank">Apply</a> bad</p>',
    );
  });

  it('undoes JobSpy escaping and never lets HTML through', () => {
    expect(markdownToHtml('\\\\*\\\\*Responsibilities:\\\\*\\\\*')).toBe('<p><strong>Responsibilities:</strong></p>');
    expect(markdownToHtml('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});
