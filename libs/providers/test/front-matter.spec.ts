import { parseFrontMatter } from '../src/corpus/front-matter';

describe('parseFrontMatter', () => {
  it('reads YAML front matter as data and returns the rest', () => {
    expect(parseFrontMatter('---\ntitle: Notes\nitems: [A, B]\n---\n# Body\n')).toEqual({ data: { title: 'Notes', items: ['A', 'B'] }, content: '# Body\n' });
  });

  it.each(['js', 'javascript', 'coffee', 'toml'])('reports ---%s front matter without evaluating it', (language) => {
    const parsed = parseFrontMatter(`---${language}\n{ title: (globalThis.__frontMatterRan = true, "x") }\n---\nBody`);
    expect(parsed).toEqual({ data: {}, content: 'Body', problem: { kind: 'language', language } });
    expect((globalThis as { __frontMatterRan?: boolean }).__frontMatterRan).toBeUndefined();
  });

  it('knows no code-running YAML tags and bounds aliases', () => {
    expect(parseFrontMatter('---\ntitle: !!js/function "function () { return 1 }"\n---\nBody')).toMatchObject({ data: {}, problem: { kind: 'invalid_yaml' } });
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)];
    expect(parseFrontMatter(`---\n${laughs.join('\n')}\n---\nBody`).problem).toMatchObject({ kind: 'invalid_yaml' });
  });

  it('leaves a text without a closed block, or with only a scalar between rules, as it is', () => {
    expect(parseFrontMatter('---\nno end')).toEqual({ data: {}, content: '---\nno end' });
    expect(parseFrontMatter('---\nJust a line\n---\nMore')).toEqual({ data: {}, content: '---\nJust a line\n---\nMore' });
    expect(parseFrontMatter('# Plain')).toEqual({ data: {}, content: '# Plain' });
  });
});
