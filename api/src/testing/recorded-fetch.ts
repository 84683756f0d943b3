import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One request the fake fetch was asked, its JSON body parsed. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The answer to `${method} ${url}`: a recorded file of the folder (without .json), or a text. */
export type RecordedAnswers = Record<string, { status: number; file?: string; text?: string }>;

/**
 * Recorded answers of an HTTP API kept as JSON files in `folder`: `fixture(name)` reads one as text,
 * `fixtureJson(name)` parses it, and `recordedFetch(answers)` is a fetch that answers from them and
 * remembers what it was asked (a request with no answer fails as a network error does).
 */
export function recordedFixtures(folder: string) {
  const fixture = (name: string) => readFileSync(path.join(folder, `${name}.json`), 'utf8');
  const fixtureJson = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

  function recordedFetch(answers: RecordedAnswers) {
    const calls: RecordedCall[] = [];
    const fake = async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({
        url,
        method,
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const answer = answers[`${method} ${url}`];
      if (!answer) throw new TypeError('fetch failed');
      const body = answer.file ? fixture(answer.file) : (answer.text ?? '');
      return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json' } });
    };
    return { fetch: fake as typeof fetch, calls };
  }

  return { fixture, fixtureJson, recordedFetch };
}
