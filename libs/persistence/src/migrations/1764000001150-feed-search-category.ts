import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed's search also finds a comparison by the words of its category ("electronics" finds
 * `consumer-electronics`), weighted like its tags. The search vector's trigger and the lexeme
 * list's trigger now also fire when the category changes (the worker sets it on completion),
 * and every stored vector is rebuilt once.
 */
export class FeedSearchCategory1764000001150 implements MigrationInterface {
  name = 'FeedSearchCategory1764000001150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(searchUpdate(`setweight(to_tsvector('english', replace(coalesce(NEW.category, ''), '-', ' ')), 'B') ||`));
    await retrigger(q, 'title, item_names, tags, summary, category');
    // Fires the trigger on every row; the lexeme trigger adds the category words.
    await q.query(`UPDATE comparisons SET category = category WHERE category IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(searchUpdate(''));
    await retrigger(q, 'title, item_names, tags, summary');
    await q.query(`UPDATE comparisons SET summary = summary WHERE category IS NOT NULL`);
  }
}

/** The search vector as migration 1763800000000 made it, plus `extra` before the summary. */
function searchUpdate(extra: string): string {
  return `
    CREATE OR REPLACE FUNCTION comparisons_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search :=
        setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
        setweight(to_tsvector('simple', array_to_string(NEW.item_names, ' ')), 'A') ||
        setweight(to_tsvector('english', array_to_string(NEW.item_names, ' ')), 'A') ||
        setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
        ${extra}
        setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'C');
      RETURN NEW;
    END $$`;
}

/** Both triggers that follow the searched columns, recreated to fire on `columns`. */
async function retrigger(q: QueryRunner, columns: string): Promise<void> {
  await q.query(`DROP TRIGGER comparisons_search_trigger ON comparisons`);
  await q.query(`
    CREATE TRIGGER comparisons_search_trigger
    BEFORE INSERT OR UPDATE OF ${columns} ON comparisons
    FOR EACH ROW EXECUTE FUNCTION comparisons_search_update()`);
  await q.query(`DROP TRIGGER search_lexemes_on_update ON comparisons`);
  await q.query(`
    CREATE TRIGGER search_lexemes_on_update
    AFTER UPDATE OF ${columns} ON comparisons
    FOR EACH ROW WHEN (NEW.search IS NOT NULL AND NEW.search IS DISTINCT FROM OLD.search)
    EXECUTE FUNCTION search_lexemes_add_updated()`);
}
