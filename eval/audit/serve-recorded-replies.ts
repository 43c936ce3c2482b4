// Serves recorded model replies as an OpenAI-compatible endpoint, so a running Juxta can be put on
// the model path without a model (PROTOCOL.md, "Auditing the model path"):
//
//   npm run -s eval:replies -- <fixtures.json> [port]
//   RESEARCH_ANALYST=llm LLM_BASE_URL=http://127.0.0.1:<port>/v1 LLM_MODEL=recorded npm start
//
// A request it has no reply for is answered 404 and printed, so a comparison the model did not
// answer is never mistaken for one it did.
import { readFixtures, startModelReplayServer } from '../harness/model-replay-server';

async function main(): Promise<void> {
  const [fixturesPath, portText] = process.argv.slice(2);
  if (!fixturesPath) throw new Error('usage: npm run -s eval:replies -- <fixtures.json> [port]');
  const fixtures = readFixtures(fixturesPath);
  const replay = await startModelReplayServer(fixtures, undefined, {
    port: Number(portText ?? 4010),
    onMiss: (key) => console.log(`no recorded reply: ${key}`),
  });
  console.log(`${fixtures.replies.length} recorded replies (${fixtures.model}) at ${replay.baseUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
