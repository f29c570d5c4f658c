import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { interactiveRoutes } from './interactive';
import { reactionRoutes } from './reaction';
import { textRoutes } from './text';

export const messageRoutes = new Hono<AppEnv>()
  .route('/', textRoutes)
  .route('/interactive', interactiveRoutes)
  .route('/reaction', reactionRoutes);
