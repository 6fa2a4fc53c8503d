import { type ErrorCode, errorCodes, errorStatus } from '@aptovial/shared';

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };
type ErrorBody = { error?: unknown; message?: unknown; errors?: { message?: unknown }[] };

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

function parsed(answer: Answer): ErrorBody | undefined {
  try {
    return JSON.parse(answer.body) as ErrorBody;
  } catch {
    return undefined;
  }
}

/**
 * Words of zod's and Fastify's English defaults (modules/users/testing.ts `expectSpanish` bans the
 * same): a message with none of them, and not empty, is taken as the Spanish one we wrote. A
 * check for Spanish words would refuse short messages such as 'Grado repetido'.
 */
const ENGLISH =
  /\b(the|is|not|found|invalid|expected|required|received|must|unrecognized|too|should|cannot|url|string|number|boolean|body|request)\b/i;

function spanishProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return 'empty message';
  if (ENGLISH.test(text)) return `English words: ${JSON.stringify(text.slice(0, 200))}`;
  return undefined;
}

/**
 * Why an answer breaks the contract of docs/architecture.md, or undefined: never a 5xx; a refusal
 * is JSON with a stable code whose status it carries, and a Spanish message (its field errors too).
 */
export function answerProblem(answer: Answer): string | undefined {
  const { statusCode } = answer;
  if (statusCode >= 500) return `server error ${statusCode}: ${answer.body.slice(0, 300)}`;
  if (statusCode < 400) return undefined;
  const body = parsed(answer);
  if (!body) return `refusal ${statusCode} is not JSON: ${answer.body.slice(0, 200)}`;
  if (typeof body.error !== 'string' || !knownCodes.has(body.error)) {
    return `refusal ${statusCode} has no known code: ${answer.body.slice(0, 200)}`;
  }
  if (errorStatus[body.error as ErrorCode] !== statusCode) {
    return `code ${body.error} answered with ${statusCode}`;
  }
  const messages = [body.message, ...(body.errors ?? []).map((error) => error.message)];
  for (const message of messages) {
    const problem = spanishProblem(message);
    if (problem) return `${body.error}: ${problem}`;
  }
  return undefined;
}
