/**
 * What the player page brings for its first screen (server/lib/player-page.ts writes it, the
 * player's boot takes it, src/runtime/boot-answers.ts): one shape both sides read.
 */
export interface BootAnswers {
  /** The language the language-bound answers are in (their URLs name it too). */
  language: string;
  /** API answers (an envelope's value) by path and query. */
  api: Record<string, unknown>;
  /** Layout answers by screen: what GET /api/layouts/{screen} gives, with its ETag. */
  layouts: Record<string, { layout: unknown; schemaHash?: string; etag: string }>;
  /** The widgets of the first screen's blocks, whose code the boot loads before the first render. */
  widgets?: string[];
}
