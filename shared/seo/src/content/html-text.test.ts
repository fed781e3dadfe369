import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('drops the tags, keeping the words of inline ones together and a space at each block’s end', () => {
    expect(htmlToText('<p>Szampon do <strong>skó</strong>ry głowy.</p><p>Drugi akapit</p>')).toBe('Szampon do skóry głowy. Drugi akapit');
    expect(htmlToText('<h2>Tytuł</h2><ul><li>jeden</li><li>dwa</li></ul>raz<br>dwa<br/>trzy')).toBe('Tytuł jeden dwa raz dwa trzy');
    expect(htmlToText('<table><tr><th scope="col">Odcień</th><td>żółty</td></tr></table>')).toBe('Odcień żółty');
    expect(htmlToText('<a href="/blog" title="a > b">link</a> i <em>reszta</em>')).toBe('link i reszta');
  });

  it('reads the entities sanitize-html writes, numeric ones and the non-breaking space', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;b&gt; &quot;cytat&quot; &apos;x&apos;</p>')).toBe(`Tom & Jerry <b> "cytat" 'x'`);
    expect(htmlToText('&#8222;Pi&#x119;kne&#8221; &#128135; 20&nbsp;z&#322;')).toBe('„Piękne” 💇 20 zł');
    // An escaped tag is text, never markup: decoded only after the tags are gone.
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('leaves an entity it does not know as written, and reads one naming no character as U+FFFD', () => {
    expect(htmlToText('Caf&eacute; &unknown; & AT&T')).toBe('Caf&eacute; &unknown; & AT&T');
    expect(htmlToText('a&#0;b&#xD800;c&#1114112;d')).toBe('a\ufffdb\ufffdc\ufffdd');
  });

  it('drops what is no text of the page with its content, and comments', () => {
    expect(htmlToText('<p>Umowa</p><script>window.hacked = true</script><style>p{}</style><!-- uwaga --><p onclick="x()">Szkolenia</p>')).toBe('Umowa Szkolenia');
    expect(htmlToText('<SCRIPT type="text/javascript">x()</SCRIPT>tekst')).toBe('tekst');
  });

  it('collapses whitespace and gives nothing for nothing', () => {
    expect(htmlToText('  <p>\n  jeden \t dwa\n</p>  ')).toBe('jeden dwa');
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p></p>')).toBe('');
  });
});
