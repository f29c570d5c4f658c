/** The Hono environment every route and middleware shares. */
export type ApiKeyIdentity = { id: string; workspaceId: string };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** Set by the API-key middleware on public routes. */
    apiKey: ApiKeyIdentity;
    /** Set by handlers that act on a device, for the request log. */
    deviceId: string;
    /** Set when a send ended in 504, for the Idempotency-Key middleware. */
    recordId: string;
  };
};
