import { ItemMatcher } from './item-matcher';

describe('ItemMatcher', () => {
  it('matches case-, accent- and punctuation-insensitively', () => {
    const m = new ItemMatcher(['Node.js', 'Café Noir', 'C++']);
    expect(m.itemsIn('We use NODE JS and node.js daily')).toEqual([0]);
    expect(m.itemsIn('Try the cafe noir.')).toEqual([1]);
    expect(m.itemsIn('C++ templates')).toEqual([2]);
    expect(m.itemsIn('Nodejs is popular')).toEqual([0]);
  });

  it('knows common aliases', () => {
    const m = new ItemMatcher(['PostgreSQL', 'MySQL']);
    expect(m.itemsIn('Postgres handles JSON well')).toEqual([0]);
    expect(m.itemsIn("PostgreSQL's planner beats MySQL's")).toEqual([0, 1]);
  });

  it('drops versions and vendors, unless that makes two items the same', () => {
    expect(new ItemMatcher(['MySQL 8', 'MariaDB']).itemsIn('MySQL is popular')).toEqual([0]);
    expect(new ItemMatcher(['Apple iPhone 15', 'Pixel 8']).itemsIn('The iPhone 15 is great')).toEqual([0]);
    const phones = new ItemMatcher(['iPhone 15', 'iPhone 14']);
    expect(phones.itemsIn('The iPhone is great')).toEqual([]);
    expect(phones.itemsIn('The iPhone 14 is great')).toEqual([1]);
  });

  it('matches everyday-word names only when capitalised', () => {
    const m = new ItemMatcher(['Go', 'Rust']);
    expect(m.itemsIn('You can go home; rust never sleeps.')).toEqual([]);
    expect(m.itemsIn('Go compiles fast, Rust is safe.')).toEqual([0, 1]);
    expect(m.itemsIn('Golang has goroutines')).toEqual([0]);
  });

  it('reports token positions of mentions', () => {
    const m = new ItemMatcher(['Google Cloud', 'AWS']);
    expect(m.itemsIn('Google Cloud Platform vs Amazon Web Services')).toEqual([0, 1]);
  });
});

describe('ItemMatcher short names after a vendor', () => {
  const mentions = (items: string[], text: string) => new ItemMatcher(items).itemsIn(text);

  it('does not turn "Apple Music" or "Google Cloud" into every "music" or "cloud"', () => {
    expect(mentions(['Spotify', 'Apple Music'], 'Spotify has a huge music catalogue.')).toEqual([0]);
    expect(mentions(['AWS', 'Google Cloud'], 'AWS leads the cloud market.')).toEqual([0]);
    expect(mentions(['Spotify', 'Apple Music'], 'Apple Music offers lossless audio.')).toEqual([1]);
  });

  it('still knows a product by its own name without the vendor', () => {
    expect(mentions(['Apple iPhone 15', 'Samsung Galaxy S24'], 'The iPhone 15 has a bright display.')).toEqual([0]);
  });
});

describe('ItemMatcher shortened names', () => {
  const mentions = (items: string[], text: string) => new ItemMatcher(items).itemsIn(text);

  it('knows an item by the first or last word of its name once shortened ("the Zentri", "the Orbis")', () => {
    const items = ['Zentri Pulse 4', 'Halvo Orbis'];
    expect(mentions(items, "The Zentri's strap is soft.")).toEqual([0]);
    expect(mentions(items, 'I preferred the Orbis on long walks.')).toEqual([1]);
    expect(mentions(items, "Halvo's app is tidy, while the Zentri lags.")).toEqual([1, 0]);
  });

  it('needs a capital, and leaves category and place words alone', () => {
    expect(mentions(['Zentri Pulse 4', 'Marlo Band 2'], 'The band broke, and the pulse was irregular.')).toEqual([]);
    expect(mentions(['Marlo Band 2', 'Zentri Pulse 4'], 'The Band is comfortable.')).toEqual([]);
    expect(mentions(['Port Verrin', 'Castemar'], 'The Port authority raised fees.')).toEqual([]);
  });

  it('does not take another model of the same line for the item', () => {
    const items = ['Zentri Pulse 4', 'Halvo Orbis'];
    expect(mentions(items, 'The older Zentri Loop felt cheap.')).toEqual([]);
    expect(mentions(items, 'The Zentri K7 we had before was louder.')).toEqual([]);
    expect(mentions(items, 'Setup took an hour on the Zentri; Halvo needed a day.')).toEqual([0, 1]);
    expect(mentions(items, 'We preferred the Zentri, Halvo fans may disagree.')).toEqual([0, 1]);
  });

  it('reads a figure after a shortened name as the item\'s, not as another model\'s number', () => {
    const items = ['Zentri Pulse 4', 'Halvo Orbis'];
    expect(mentions(items, 'The Halvo weighs 9.4 kg, the Zentri 7.1 kg.')).toEqual([1, 0]);
    expect(mentions(items, 'Halvo lasted 30 hours and the Zentri 22 hours.')).toEqual([1, 0]);
    // A bare model number is still another model.
    expect(mentions(items, 'The Zentri 3 we had before was louder.')).toEqual([]);
  });

  it('drops a shortened name two items share', () => {
    expect(mentions(['Zentri Pulse 4', 'Zentri Arc'], 'The Zentri is light.')).toEqual([]);
  });
});
