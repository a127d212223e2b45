// bench:api's baseline child: a bare Hono "hello" route on @hono/node-server, the ceiling the API is compared to.
import { Hono } from 'hono';
import { serveUntilStopped } from './child';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serveUntilStopped(app.fetch);
