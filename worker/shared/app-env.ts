/** The Hono environment every route and middleware shares, and the one way an app is made. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { DeviceObject } from '../devices/device-object';
import type { PendingLogEntry } from '../request-log/request-log';
import type { Db } from './db';
import { validationHook } from './validation';

type ApiKeyIdentity = { id: string; workspaceId: string };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** D1, for every request (`provideDb` in app.ts): through drizzle, and plain. */
    db: Db;
    d1: D1Database;
    /** Set by the API-key middleware on public routes. */
    apiKey: ApiKeyIdentity;
    /** The request's log entry so far (public routes); `logged` once a device's object wrote it. */
    requestLog: PendingLogEntry;
    logged: boolean;
    /** Set by `workspaceParam` on the management routes under `/workspaces/:ws`. */
    workspaceId: string;
    /** Set by `deviceParam` on the management routes under `/devices/:id`. */
    device: DurableObjectStub<DeviceObject>;
    /** The device a request acts on, for the request log (set where it is known). */
    deviceId: string;
    /** Set when a send ended in 504, for the Idempotency-Key middleware. */
    recordId: string;
    /**
     * Set by the Idempotency-Key middleware: the id the request's record is written under, so that a
     * retry after a crash finds what the first attempt did (the device's object never writes, nor
     * sends, a record twice under one id).
     */
    plannedRecordId: string;
  };
};

/** A router whose routes declare their schemas; a request that breaks them is the contract's 400. */
export function createApp() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook() });
}
