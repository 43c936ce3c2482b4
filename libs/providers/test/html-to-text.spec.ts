import { htmlToText } from '../src/search';

describe('htmlToText', () => {
  it('removes tags and decodes entities', () => {
    expect(htmlToText('<span class="searchmatch">Postgre</span>SQL &amp; &quot;MySQL&quot; &#39;x&#x27; caf&eacute;')).toBe(
      'PostgreSQL & "MySQL" \'x\' café',
    );
  });

  it('drops script and style content and collapses whitespace', () => {
    expect(htmlToText('a <script>alert(1)</script><style>p{}</style>\n\n  b')).toBe('a b');
  });

  it('treats empty input as empty text', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('  plain  text ')).toBe('plain text');
  });
});
