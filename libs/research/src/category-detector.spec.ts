import { categoryOfName, detectCategory } from './category-detector';

describe('detectCategory', () => {
  it.each([
    [['PostgreSQL', 'MySQL'], 'databases'],
    [['Python', 'Rust'], 'programming-languages'],
    [['Go', 'Java'], 'programming-languages'],
    [['AWS', 'Azure', 'GCP'], 'cloud-services'],
    [['iPhone 15', 'Pixel 8'], 'consumer-electronics'],
    [['Kindle Paperwhite', 'Kobo Clara'], 'consumer-electronics'],
    [['React', 'Vue'], 'software'],
    [['VS Code', 'Vim'], 'software'],
    [['Chrome', 'Firefox'], 'software'],
    [['Tesla Model 3', 'Toyota Prius'], 'vehicles'],
    [['Netflix', 'Disney+'], 'services'],
    [['Lisbon', 'Porto'], 'places'],
    [['Oat milk', 'Almond milk'], 'food-and-drink'],
  ] as const)('knows %j by name', (items, category) => {
    expect(detectCategory({ items })).toBe(category);
  });

  it('files unknown names under other without other clues', () => {
    expect(detectCategory({ items: ['Zorblax', 'Quintera'] })).toBe('other');
  });

  it('decides unknown names from the words of the evidence', () => {
    const texts = [
      'Zorblax is a relational database with fast queries, secondary indexes and ACID transactions.',
      'Quintera is a NoSQL document database; replication and schema changes are simple.',
    ];
    expect(detectCategory({ items: ['Zorblax', 'Quintera'], texts })).toBe('databases');
  });

  it('uses the query as a clue', () => {
    expect(detectCategory({ items: ['Zorblax', 'Quintera'], query: 'which phone has the better screen?' })).toBe('consumer-electronics');
  });

  it('lets the evidence decide when the names disagree', () => {
    const texts = ['Redis and Memcached are in-memory data stores.', 'Redis supports replication, transactions and persistence of tables of keys to disk.'];
    expect(detectCategory({ items: ['Redis', 'Hazelnut'], texts })).toBe('databases');
  });

  it('keeps well-known names over stray evidence words', () => {
    const texts = ['The city of Python has a museum about snakes.'];
    expect(detectCategory({ items: ['Python', 'Rust'], texts })).toBe('programming-languages');
  });

  it('does not read everyday words inside longer names as known items', () => {
    expect(categoryOfName('Pokemon Go')).toBeUndefined();
    expect(categoryOfName('Go')).toBe('programming-languages');
  });
});
