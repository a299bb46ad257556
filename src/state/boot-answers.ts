/**
 * Answers the server wrote into the page with it (server/lib/player-page.ts): a landing page's
 * layouts and its first screen's data, as the API would give them to a visitor. Each is used
 * once, by the first request for the same path and query, instead of a round trip; language-bound
 * answers only while the player's language is the one they were written in.
 */
import type { BootAnswers } from '../../platform/boot-answers';

export type { BootAnswers };

let kept: BootAnswers | null = null;

export function keepBootAnswers(answers: BootAnswers | null | undefined): void {
  kept =
    answers && typeof answers === 'object'
      ? { language: String(answers.language ?? ''), api: { ...answers.api }, layouts: { ...answers.layouts }, widgets: Array.isArray(answers.widgets) ? answers.widgets.filter((w) => typeof w === 'string') : [] }
      : null;
}

/** The page's answer to GET `pathAndQuery` for a player in `language`, once. */
export function takeBootAnswer(pathAndQuery: string, language: string): unknown {
  if (!kept || kept.language.toUpperCase() !== language.toUpperCase() || !(pathAndQuery in kept.api)) return undefined;
  const value = kept.api[pathAndQuery];
  delete kept.api[pathAndQuery];
  return value;
}

/** The page's answer for a screen's layout, once. */
export function takeBootLayout(screen: string): BootAnswers['layouts'][string] | undefined {
  const entry = kept?.layouts[screen];
  if (entry) delete kept!.layouts[screen];
  return entry;
}

/** The page's answer for a screen's layout, left in place. */
export function peekBootLayout(screen: string): BootAnswers['layouts'][string] | undefined {
  return kept?.layouts[screen];
}

/** The first screen's widgets, as the page named them. */
export function bootWidgets(): string[] {
  return kept?.widgets ?? [];
}
