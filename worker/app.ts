import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { HttpError } from './errors';
import { adminAuth } from './middleware/admin-auth';
import { apiKeyAuth } from './middleware/api-key';
import { adminRoutes } from './routes/admin';
import { eventRoutes } from './routes/events';
import { mediaRoutes } from './routes/media';
import { messageRoutes } from './routes/messages';
import { nodeRoutes } from './routes/node';

const app = new Hono<AppEnv>();

app.get('/', (c) => c.json({ name: 'Kurir', docs: 'see README.md' }));
app.route('/node', nodeRoutes);
app.use('/admin/*', adminAuth());
app.route('/admin', adminRoutes);
// '/messages/*' also matches '/messages' itself.
app.use('/messages/*', apiKeyAuth());
app.route('/messages', messageRoutes);
app.use('/events', apiKeyAuth());
app.route('/events', eventRoutes);
app.use('/media/*', apiKeyAuth());
app.route('/media', mediaRoutes);

app.notFound((c) => {
  const error = new HttpError(404, `no route for ${c.req.method} ${c.req.path}`);
  return c.json(error.body(), 404);
});

app.onError((err, c) => {
  if (err instanceof HttpError) return c.json(err.body(), err.status, err.headers);
  // Unknown errors: logged for the operator, answered with a plain 500 that shows no stack.
  console.error('unhandled error', err);
  return c.json({ statusCode: 500, message: 'internal error', error: 'Internal Server Error' }, 500);
});

export default app;
