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

  it('knows a product by the kind the question names, over the words its reviews share with apps (issue #32)', () => {
    // Invented: a robot mop's reviews talk about its app and map editor; a journaling app's about laptops.
    const mopTexts = ['The Scrubbo app is a maze and its map editor crashes.', 'Setup of the Mopwell app took five minutes; the editor is intuitive.'];
    expect(detectCategory({ items: ['Scrubbo', 'Mopwell'], query: 'Which robot vacuum for a flat with a cat?', texts: mopTexts })).toBe('consumer-electronics');
    const journalTexts = ['Pagely opens instantly on my laptop, and its plugins and extensions are few.', 'Quillo lags on an older laptop.'];
    expect(detectCategory({ items: ['Pagely', 'Quillo'], query: 'Which notes app is best for my class notes?', texts: journalTexts })).toBe('software');
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

  it('files unknown items where the documents about them are filed, over stray words of their text', () => {
    // Invented kettles: a long-term report from a hard-water town talks like a travel piece.
    const texts = ['Two years with the Fernkettle in a hard-water town: the town centre, the old town and its museum are a short walk away.'];
    expect(detectCategory({ items: ['Fernkettle', 'Boilmore'], texts })).toBe('places');
    expect(detectCategory({ items: ['Fernkettle', 'Boilmore'], texts, declared: ['consumer-electronics', 'consumer-electronics'] })).toBe('consumer-electronics');
  });

  it("counts documents filed under 'other' as saying no category fits, and keeps known names first", () => {
    expect(detectCategory({ items: ['Fernkettle', 'Boilmore'], declared: ['other', 'other', 'other'] })).toBe('other');
    expect(detectCategory({ items: ['PostgreSQL', 'MySQL'], declared: ['software'] })).toBe('databases');
  });

  it('does not read everyday words inside longer names as known items', () => {
    expect(categoryOfName('Pokemon Go')).toBeUndefined();
    expect(categoryOfName('Go')).toBe('programming-languages');
  });
});

describe('places and makers', () => {
  it('files cities under places in their native spelling, from the gazetteer', () => {
    expect(detectCategory({ items: ['Köln', 'München'] })).toBe('places');
    expect(detectCategory({ items: ['Sevilla', 'Valencia'] })).toBe('places');
    expect(detectCategory({ items: ['Wrocław', 'Poznań'] })).toBe('places');
    expect(categoryOfName('Koln')).toBe('places');
  });

  it('knows a product by its maker when a model follows', () => {
    expect(categoryOfName('Sony WH-1000XM5')).toBe('consumer-electronics');
    expect(categoryOfName('Lenovo Yoga 7')).toBe('consumer-electronics');
    expect(categoryOfName('Renault Zoe')).toBe('vehicles');
    // A maker's name alone is not a product, and a known name keeps its own category.
    expect(categoryOfName('Sony')).toBeUndefined();
    expect(categoryOfName('Google Cloud')).toBe('cloud-services');
  });
});
