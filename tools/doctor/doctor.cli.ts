import { exitCodeOf, formatCheck } from './doctor-check';
import { runDoctor } from './doctor';

/** `npm run doctor`: one line per check, exit 1 when a required part or a configured model fails. */
async function main(): Promise<void> {
  const results = await runDoctor({ onResult: (result) => console.log(formatCheck(result)) });
  // Exits at once: a model call that timed out may leave a socket open for a while.
  process.exit(exitCodeOf(results));
}

main().catch((error: unknown) => {
  // Every check reports its own failures; this is a bug of the doctor itself.
  console.error(`The doctor itself failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
