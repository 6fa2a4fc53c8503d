import { text } from 'node:stream/consumers';
import { listenAndAnnounce } from './bare-listen.mjs';

/**
 * Child process: answers each recorded request with the exact status, content-type and body
 * AptoVial gave, and nothing else, as the floor any Node HTTP server can reach for those bytes.
 * Reads `{ "<METHOD> <path>": { status, contentType, bodyBase64 } }` from stdin.
 */
const recorded = JSON.parse(await text(process.stdin));
const responses = new Map(
  Object.entries(recorded).map(([key, { status, contentType, bodyBase64 }]) => {
    const body = Buffer.from(bodyBase64, 'base64');
    const headers = { 'content-length': body.length };
    if (contentType) headers['content-type'] = contentType;
    return [key, { status, headers, body }];
  }),
);

listenAndAnnounce((request, response) => {
  const answer = responses.get(`${request.method} ${request.url}`);
  // Read the request body to the end first, as a real handler would before answering.
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
});
