// An in-memory SearchProvider for the engine's port: answers every query with a few hits whose
// text names the item and the query's dimension (so the extractive analyst has real work),
// after `delayMs` (0 = at once). It counts calls and the time spent inside them.
import { setTimeout as wait } from 'node:timers/promises';

const GOOD = ['excellent', 'fast', 'reliable', 'well documented', 'easy to use', 'great value'];
const BAD = ['slow', 'expensive', 'confusing', 'unreliable', 'poorly documented', 'limited'];

function sentences(item, topic, seed) {
  const good = GOOD[seed % GOOD.length];
  const bad = BAD[(seed * 7 + 3) % BAD.length];
  return [
    `${item} is ${good} when it comes to ${topic}.`,
    `Reviewers say the ${topic} of ${item} is ${good} for most people.`,
    `Some users find ${item} ${bad} on ${topic} under heavy use.`,
    `Overall, ${item} offers ${good} ${topic} compared with its rivals.`,
  ].join(' ');
}

export class FakeSearchProvider {
  constructor({ name = 'fake', delayMs = 0, hits = 3 } = {}) {
    this.name = name;
    this.needsPageReader = false;
    this.delayMs = delayMs;
    this.hitsPerQuery = hits;
    this.calls = 0;
    this.busyMs = 0;
  }

  reset() {
    this.calls = 0;
    this.busyMs = 0;
  }

  async search(query, signal) {
    const start = performance.now();
    this.calls += 1;
    try {
      if (this.delayMs > 0) await wait(this.delayMs, undefined, { signal });
      const topic = query.dimension ?? 'overall quality';
      const n = Math.min(this.hitsPerQuery, query.limit);
      return Array.from({ length: n }, (_, i) => {
        const slug = `${query.item}-${topic}-${i}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        return {
          title: `${query.item}: ${topic} review ${i + 1}`,
          url: `https://reviews.example.org/${slug}`,
          snippet: `${query.item} ${topic}`,
          content: sentences(query.item, topic, query.text.length + i),
          provider: this.name,
        };
      });
    } finally {
      this.busyMs += performance.now() - start;
    }
  }
}
