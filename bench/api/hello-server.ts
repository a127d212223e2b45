// bench:api's baseline child: a bare Hono "hello" route on @hono/node-server, the ceiling the API is compared to.
// Given an answer (argv[2], JSON), the route sends that body and those headers instead: what sending the same bytes
// as an API answer costs with none of the API's work.
import { Hono } from 'hono';
import { serveUntilStopped } from './child';

export interface HelloAnswer {
  body: string;
  headers: Record<string, string>;
}

const answer = process.argv[2] ? (JSON.parse(process.argv[2]) as HelloAnswer) : undefined;
const app = new Hono();
app.get('/', (c) => (answer ? c.body(answer.body, 200, answer.headers) : c.text('Hello Hono!')));
serveUntilStopped(app.fetch);
