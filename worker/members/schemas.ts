/** The rules of what a person types into the dashboard's account forms (one statement, shown next to the fields). */
import { z } from '@hono/zod-openapi';
import { strictObject, textSchema } from '../shared/fields';
import { ROLES } from './roles';

export const MIN_PASSWORD = 10;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address, e.g. dewi@example.com'));

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD, `must be at least ${MIN_PASSWORD} characters`)
  .max(256, 'must be at most 256 characters');

export const signInSchema = strictObject({ email: z.string().max(254), password: z.string().max(256) });

export const newAccountSchema = strictObject({ name: textSchema(1, 100), email: emailSchema, password: passwordSchema });

export const setupSchema = newAccountSchema.extend({ workspaceName: textSchema(1, 100) });

export const inviteSchema = strictObject({
  role: z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` }),
  /** Whom it is for (optional): shown in the open-invite list and filled in on the link's page. */
  name: textSchema(1, 100).optional(),
  email: emailSchema.optional(),
});

export const newPasswordSchema = strictObject({ password: passwordSchema });
