/** The research of a comparison the MCP client started ended in failure. */
export class ComparisonFailedError extends Error {
  constructor(message: string) {
    super(`The comparison failed: ${message}`);
    this.name = 'ComparisonFailedError';
  }
}
