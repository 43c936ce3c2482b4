import { verdict } from '../support/two-item-reviews';

/*
 * Words that turn what an opinion word says (#32 item 3, a score agrees with what it quotes):
 * "the least comfortable", "nobody would call it great", "the battery is a joke", "cheap
 * plastic". Found on the independent construction catalogue's development half
 * (eval/constructions/independent-a.json); these are new invented sentences.
 */
describe('an opinion word turned by the words around it', () => {
  it.each([
    ['The Velora has the least comfortable strap of any watch I have worn.', 'Comfort'],
    ['No one would call the Velora\'s speakers impressive.', 'Sound quality'],
    ['I wouldn\'t ever describe the Velora\'s sound as good.', 'Sound quality'],
    ['Honestly, the Velora\'s battery life is a complete joke.', 'Battery life'],
    ['The Velora is made of cheap plastic that creaks when you hold it.', 'Build quality'],
    ['Inside, the Velora is cheaply built.', 'Build quality'],
  ])('%s (Velora: below 5 on %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.confidence).not.toBe('none');
    expect(cell.score).toBeLessThan(5);
  });

  it.each([
    ['At least the Velora is comfortable.', 'Comfort'],
    ['Nobody would call the Velora\'s speakers tinny.', 'Sound quality'],
    ['The Velora is cheap, and it is still worth every penny.', 'Price'],
  ])('%s (Velora: above 5 on %s)', async (text, dimension) => {
    const cell = await verdict('Velora', [text], dimension);
    expect(cell.score).toBeGreaterThan(5);
  });
});

// (Found on unseen-v10 once read; new sentences.) "X rather than Y": Y is what it is not.
describe('what an item is "rather than" something else', () => {
  it.each([
    ['The Velora\'s pictures are fine rather than impressive.', 'The Velora\'s pictures are fine and impressive.', 'Camera'],
    ['The Velora\'s sound is decent instead of great.', 'The Velora\'s sound is decent and great.', 'Sound quality'],
  ])('%s (Velora: below "%s" on %s)', async (text, both, dimension) => {
    expect((await verdict('Velora', [text], dimension)).score).toBeLessThan((await verdict('Velora', [both], dimension)).score);
  });
});

// (Found on unseen-v10 once read; new sentences.) A camera is judged on the picture, and the light it
// was taken in ("a gloomy office", "a dim room") is no verdict.
describe('the camera of a phone or webcam', () => {
  it.each([
    ['The Velora keeps faces sharp even in a gloomy office.', 'above'],
    ['The Velora turns grainy and blurry as soon as the light drops.', 'below'],
  ] as const)('%s (Velora: %s 5 on Camera)', async (text, where) => {
    const cell = await verdict('Velora', [text], 'Camera');
    expect(cell.confidence).not.toBe('none');
    if (where === 'above') expect(cell.score).toBeGreaterThan(5);
    else expect(cell.score).toBeLessThan(5);
  });
});
