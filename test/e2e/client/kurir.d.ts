/**
 * Generated from test/e2e/client/openapi.json (the app's /openapi.json) by openapi-typescript:
 * do not edit. `npm run client` writes both files again after a route changes.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway’s health: the worker, D1 and the linked session-nodes
         * @description For load balancers and uptime checks; no key needed. `HEAD` answers the same status without a body.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The gateway can serve requests (`ok`, or `degraded` while no session-node is linked) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description D1 cannot be reached (`down`) */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/io-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The I/O this worker instance made since it started (D1 round trips, Durable Object calls, node calls, reports) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            d1RoundTrips: number;
                            durableObjectCalls: number;
                            nodeCalls: number;
                            reportCalls: number;
                            reports: number;
                        };
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List workspaces */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every workspace, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Workspace"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a workspace */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The business or team it is for
                         * @example Toko Sinar
                         */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The workspace */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Workspace"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s API keys (never the keys themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The keys, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKey"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an API key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @description Requests allowed in any 10 s; 100 unless set. A change applies within 30 s
                         * @example 1000
                         */
                        rateLimit?: number;
                        /**
                         * @description What the key may do: each operation names the scope it needs (`x-kurir-scope`); `all` is every scope. Unless given, `messages:send` and `messages:read`, what every key could do before keys had scopes
                         * @example [
                         *       "messages:send",
                         *       "broadcasts"
                         *     ]
                         */
                        scopes?: ("messages:send" | "messages:read" | "inbox" | "contacts" | "groups" | "broadcasts" | "templates" | "chatbot" | "devices" | "webhooks" | "members" | "reports" | "logs" | "all")[];
                    };
                };
            };
            responses: {
                /** @description The key, shown once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedApiKey"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (refused from the next request on) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description API key id */
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a key or change its rate limit */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description API key id */
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /**
                         * @description Requests allowed in any 10 s; 100 unless set. A change applies within 30 s
                         * @example 1000
                         */
                        rateLimit?: number;
                    };
                };
            };
            responses: {
                /** @description The key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKey"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/setup-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time link that creates the first workspace and its owner (replaces any earlier link) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupLink"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s devices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The devices, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a device; linking starts at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description What the number is for
                         * @example CS Jakarta
                         */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The device, status CONNECTING */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s templates, newest first, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of templates, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Template"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TemplateInput"];
                };
            };
            responses: {
                /** @description The template */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a template (a broadcast already created keeps its text) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a template or change its text (a broadcast already created keeps the text it had) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TemplatePatch"];
                };
            };
            responses: {
                /** @description The template as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/workspaces/{ws}/canned-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s canned replies in shortcut order, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of canned replies, by shortcut */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CannedReply"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a canned reply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CannedReplyInput"];
                };
            };
            responses: {
                /** @description The canned reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/canned-replies/{cannedReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A canned reply */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The canned reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a canned reply */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a canned reply’s shortcut or text */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CannedReplyPatch"];
                };
            };
            responses: {
                /** @description The canned reply as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/workspaces/{ws}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s members, the newest to join first, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Member"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/members/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the workspace (the last owner stays: 409)
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Member id */
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed; their dashboard sessions lose the workspace at once, and the API keys they made are revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Give a member another role (the last owner keeps theirs: 409)
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Member id */
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberRolePatch"];
                };
            };
            responses: {
                /** @description The member with their new role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Member"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/workspaces/{ws}/members/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the open invites (not accepted, not expired), newest first, a page at a time (never their links) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of open invites */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Invite"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite someone: a one-time link that joins them with the role, creating their account or adding the workspace to theirs
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteInput"];
                };
            };
            responses: {
                /** @description The invite and its link, shown once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedInvite"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/members/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an open invite: its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Invite id */
                    inviteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List requests made with the workspace’s API keys */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    keyId?: string;
                    /** @description Only requests answered with this status */
                    status?: number;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the log, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["RequestLogEntry"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages by local day or hour, by source (inbound, API, agent, broadcast, chatbot)
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessagesReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery funnel (sent, delivered, read, played) and failures by reason
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations opened and resolved, first response and resolution times by agent, and when they arrive
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InboxReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each campaign’s sent, delivered, read, replied, opted out and skipped by reason
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignsReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each webhook’s success rate, attempts per delivery, latency and failures by cause
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhooksReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chatbot rules fired and conversations handed over to agents
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatbotReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/reports/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts’ encryption sessions mended and stalled connections replaced, by local day or hour and by device
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s message records (sent and received), newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    direction?: "OUTBOUND" | "INBOUND";
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["MessageRecord"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s contacts, newest first, by search text, label or opt-out */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description Name, push name or phone number containing this */
                    q?: string;
                    label?: string;
                    optedOut?: "true" | "false";
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of contacts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Contact"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Contact id */
                    contactId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contact */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contact"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a contact’s name, labels, custom fields or opt-out */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                    /** @description Contact id */
                    contactId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactPatch"];
                };
            };
            responses: {
                /** @description The contact as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contact"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/workspaces/{ws}/contact-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s stop words (default "stop" and "berhenti") */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactSettings"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the workspace’s stop words */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactSettings"];
                };
            };
            responses: {
                /** @description The settings as stored (normalised) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactSettings"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s conversations, newest activity first, by device, status, assignee and search text */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    status?: "open" | "resolved";
                    /** @description `unassigned`, or a member id (the dashboard’s “mine” is the viewer’s own) */
                    assignee?: "unassigned" | string;
                    /** @description The contact’s name or number, or text of one of its messages, containing this */
                    q?: string;
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of conversations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Conversation"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s broadcasts, newest first, with their counts */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    status?: "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
                };
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of broadcasts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["BroadcastListItem"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a broadcast: the audience by labels, a list or a CSV text; send now or at scheduledAt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewBroadcast"];
                };
            };
            responses: {
                /** @description With dryRun: what would be sent, nothing created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPreview"];
                    };
                };
                /** @description The campaign, SENDING (or SCHEDULED), with its audience report: bad rows and merged duplicates */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/workspaces/{ws}/broadcasts/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a broadcast from a CSV upload (multipart: payload JSON, file, and a media message’s media file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Workspace id */
                    ws: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description The campaign, as JSON (NewBroadcast without audience)
                         * @example {"deviceId":"dev_8fK2mQ9xLr4TbZ1cWp7n","name":"Promo Desember","message":{"type":"text","text":"Halo {{name|kak}}, diskon 20% untuk semua kaos sampai Minggu!"},"countryCode":"62"}
                         */
                        payload: string;
                        /**
                         * Format: binary
                         * @description The audience: a CSV with a header line (phone, name, other columns)
                         */
                        file: string;
                        /**
                         * Format: binary
                         * @description A media message’s file (instead of message.mediaUrl): stored once, uploaded to WhatsApp once for every recipient
                         */
                        media?: string;
                    };
                };
            };
            responses: {
                /** @description With dryRun: what would be sent, nothing created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPreview"];
                    };
                };
                /** @description The campaign, SENDING (or SCHEDULED), with its audience report: bad rows and merged duplicates */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its internal notes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversationDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation’s messages, newest first, with their source and status */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["InboxMessage"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the account’s phone for the conversation’s older messages
         * @description WhatsApp asks the phone for `count` messages older than the oldest the conversation has; they arrive as history (records with `history: true`, no webhook event each) a moment later, with one `history.imported` event (`syncType` `on-demand`). 409 when the device is not connected or the conversation has no message to go back from.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 50 */
                        count?: number;
                    };
                };
            };
            responses: {
                /** @description The phone was asked */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The message the phone goes back from (its messaging-app id) */
                            before: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign to a member (null unassigns); sends conversation.assigned */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Assignment"];
                };
            };
            responses: {
                /** @description The conversation as assigned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve: read, and the chatbot may answer here again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a resolved conversation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark read (unread count 0) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (for the team; never sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewNote"];
                };
            };
            responses: {
                /** @description The note */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversationNote"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply as an agent (sent like POST /messages; recorded with source DASHBOARD); the chatbot keeps quiet here until resolved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxReply"];
                };
            };
            responses: {
                /** @description The message record, SENT, with source DASHBOARD */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/conversations/{conversationId}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React to a message of the conversation ("" removes the reaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxReaction"];
                };
            };
            responses: {
                /** @description The reaction was sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device’s chatbot: its rules in order and its settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The chatbot */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/chatbot/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the rules (in order: the first rule that fires answers); a rule keeps its id when given */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotRules"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Add a rule at the end of the list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotRuleInput"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/chatbot/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn the bot on or off, its replies per contact per minute, its business hours */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotSettings"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/chatbot/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which rule a message would fire, and its reply (nothing is sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RuleTest"];
                };
            };
            responses: {
                /** @description The rule that fires, or why none */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RuleTestResult"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/broadcast-pace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s ban protection: the gap between broadcast messages, the daily cap, today’s count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPace"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set a device’s pace (a random gap within [paceMinMs, paceMaxMs]) and daily cap */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BroadcastPaceSettings"];
                };
            };
            responses: {
                /** @description The pace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPace"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s number health: a score, what lowers it, the last 7 days’ counts and the warm-up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The number’s health */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NumberHealth"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/health/warmup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new number’s warm-up: the daily cap of broadcast messages by the number’s age, or off */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        steps: {
                            /** @description From this day of the device’s age on (0: the day it linked) */
                            fromDay: number;
                            /** @description At most this many broadcast messages a day */
                            cap: number;
                        }[];
                        untilDay: number;
                    };
                };
            };
            responses: {
                /** @description The number’s health */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NumberHealth"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s webhooks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhooks, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a webhook to a device
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            responses: {
                /** @description The webhook (its HMAC key is never shown) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device with its live status and QR */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a device with its session, webhooks, delivery history, events and media */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a device’s options: read marks, the delivery watchdog’s time, the history brought on linking
         * @description `autoRead` marks received messages read (blue ticks) as they arrive; `undeliveredAfterMinutes` (1 to 1440, default 10) is how long a sent message may go without a delivery receipt before it is marked undelivered and reported as `message.undelivered`; `historyDays` (0, 1, 7 or 30, default 7) is how much of the account’s history the next linking brings into the inbox.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeviceOptions"];
                };
            };
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/devices/{id}/pairing-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link by an 8-character code typed on the phone instead of a QR scan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description International format without "+": country code first, 8 to 15 digits
                         * @example 6281234567890
                         */
                        phoneNumber: string;
                    };
                };
            };
            responses: {
                /** @description The code to type on the phone */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example ABCD1234 */
                            code: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlink: the login is erased and the status becomes LOGGED_OUT */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start linking again after a logout (a new sessionId) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/devices/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR to scan while the device links (status QR): its string, or drawn as SVG or PNG */
        get: {
            parameters: {
                query?: {
                    /** @description `json` (the string, to draw yourself), `svg` or `png` (drawn here) */
                    format?: "json" | "svg" | "png";
                };
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The QR; it changes every 20 s or so until scanned, so read it again while the status stays QR */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example 2@Xk3… */
                            qr: string;
                        };
                        "image/svg+xml": string;
                        "image/png": string;
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/broadcasts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcast with its live progress, failure reasons and audience report */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The broadcast */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/broadcasts/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause, resume or cancel a broadcast (a member’s pause holds until resumed; cancelled recipients are never sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                    action: "pause" | "resume" | "cancel";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The broadcast after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/broadcasts/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcast’s recipients in order, each with its status, record and reason */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: number;
                    status?: "QUEUED" | "IN_FLIGHT" | "SENT" | "FAILED" | "SKIPPED" | "CANCELLED";
                };
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of recipients */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["BroadcastRecipient"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/broadcasts/{id}/recipients.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recipient of a broadcast with its outcome, as CSV (streamed; cells a spreadsheet would run are prefixed with ') */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recipients in order, a header line first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook (its pending deliveries end FAILED, kept in the history)
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs. A key removes a webhook only if it may read every event the webhook has.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook (`hmacKey: null` removes the key)
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs. A key changes a webhook only if it may read every event the webhook has and will have.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookChange"];
                };
            };
            responses: {
                /** @description The webhook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook’s delivery history, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    status?: "PENDING" | "SUCCEEDED" | "FAILED";
                };
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Delivery"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its request body and every attempt
         * @description With an API key, only a delivery of an event the key may read (its body is the event’s data): 403 otherwise, naming the scope.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Delivery id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the delivery’s event again, as a new delivery
         * @description With an API key, only a delivery of an event the key may read: 403 otherwise, naming the scope.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Delivery id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new delivery */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s devices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The devices, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a device; linking starts at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description What the number is for
                         * @example CS Jakarta
                         */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The device, status CONNECTING */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s templates, newest first, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of templates, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Template"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TemplateInput"];
                };
            };
            responses: {
                /** @description The template */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a template (a broadcast already created keeps its text) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a template or change its text (a broadcast already created keeps the text it had) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Template id */
                    templateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TemplatePatch"];
                };
            };
            responses: {
                /** @description The template as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/canned-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s canned replies in shortcut order, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of canned replies, by shortcut */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CannedReply"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a canned reply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CannedReplyInput"];
                };
            };
            responses: {
                /** @description The canned reply */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/canned-replies/{cannedReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A canned reply */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The canned reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a canned reply */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a canned reply’s shortcut or text */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Canned reply id */
                    cannedReplyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CannedReplyPatch"];
                };
            };
            responses: {
                /** @description The canned reply as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CannedReply"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s members, the newest to join first, a page at a time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Member"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the workspace (the last owner stays: 409)
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id */
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed; their dashboard sessions lose the workspace at once, and the API keys they made are revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Give a member another role (the last owner keeps theirs: 409)
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id */
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberRolePatch"];
                };
            };
            responses: {
                /** @description The member with their new role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Member"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/members/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the open invites (not accepted, not expired), newest first, a page at a time (never their links) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of open invites */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Invite"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite someone: a one-time link that joins them with the role, creating their account or adding the workspace to theirs
         * @description With an API key, only roles whose every scope the key holds: an agent’s (`messages:read`, `inbox`, `contacts`, `reports`), an admin’s (every scope but `members`), an owner’s (`all`); another is a 403 naming what the key lacks. The API keys a member made in the dashboard holding more than their new role are revoked; all of them when they leave.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteInput"];
                };
            };
            responses: {
                /** @description The invite and its link, shown once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedInvite"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an open invite: its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Invite id */
                    inviteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List requests made with the workspace’s API keys */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    keyId?: string;
                    /** @description Only requests answered with this status */
                    status?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the log, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["RequestLogEntry"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages by local day or hour, by source (inbound, API, agent, broadcast, chatbot)
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessagesReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery funnel (sent, delivered, read, played) and failures by reason
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations opened and resolved, first response and resolution times by agent, and when they arrive
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InboxReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each campaign’s sent, delivered, read, replied, opted out and skipped by reason
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignsReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each webhook’s success rate, attempts per delivery, latency and failures by cause
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhooksReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chatbot rules fired and conversations handed over to agents
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatbotReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts’ encryption sessions mended and stalled connections replaced, by local day or hour and by device
         * @description Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).
         */
        get: {
            parameters: {
                query: {
                    /** @description The first local day of the range (in `tz`) */
                    from: string;
                    /** @description The last local day of the range, counted */
                    to: string;
                    /** @description The viewer’s IANA time zone: days and hours are local to it */
                    tz?: string;
                    /** @description Series by local hour or day */
                    bucket?: "hour" | "day";
                    /** @description Only this device’s figures */
                    deviceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of the range */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthReport"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s message records (sent and received), newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    direction?: "OUTBOUND" | "INBOUND";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["MessageRecord"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Send a text message */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendText"];
                };
            };
            responses: {
                /** @description The message record, SENT, with its messageId and source API */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s contacts, newest first, by search text, label or opt-out */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description Name, push name or phone number containing this */
                    q?: string;
                    label?: string;
                    optedOut?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of contacts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Contact"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Contact id */
                    contactId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contact */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contact"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a contact’s name, labels, custom fields or opt-out */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Contact id */
                    contactId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactPatch"];
                };
            };
            responses: {
                /** @description The contact as changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contact"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/contact-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s stop words (default "stop" and "berhenti") */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactSettings"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the workspace’s stop words */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactSettings"];
                };
            };
            responses: {
                /** @description The settings as stored (normalised) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactSettings"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s conversations, newest activity first, by device, status, assignee and search text */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    status?: "open" | "resolved";
                    /** @description `unassigned`, or a member id (the dashboard’s “mine” is the viewer’s own) */
                    assignee?: "unassigned" | string;
                    /** @description The contact’s name or number, or text of one of its messages, containing this */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of conversations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Conversation"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s broadcasts, newest first, with their counts */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    deviceId?: string;
                    status?: "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of broadcasts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["BroadcastListItem"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a broadcast: the audience by labels, a list or a CSV text; send now or at scheduledAt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewBroadcast"];
                };
            };
            responses: {
                /** @description With dryRun: what would be sent, nothing created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPreview"];
                    };
                };
                /** @description The campaign, SENDING (or SCHEDULED), with its audience report: bad rows and merged duplicates */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a broadcast from a CSV upload (multipart: payload JSON, file, and a media message’s media file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description The campaign, as JSON (NewBroadcast without audience)
                         * @example {"deviceId":"dev_8fK2mQ9xLr4TbZ1cWp7n","name":"Promo Desember","message":{"type":"text","text":"Halo {{name|kak}}, diskon 20% untuk semua kaos sampai Minggu!"},"countryCode":"62"}
                         */
                        payload: string;
                        /**
                         * Format: binary
                         * @description The audience: a CSV with a header line (phone, name, other columns)
                         */
                        file: string;
                        /**
                         * Format: binary
                         * @description A media message’s file (instead of message.mediaUrl): stored once, uploaded to WhatsApp once for every recipient
                         */
                        media?: string;
                    };
                };
            };
            responses: {
                /** @description With dryRun: what would be sent, nothing created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPreview"];
                    };
                };
                /** @description The campaign, SENDING (or SCHEDULED), with its audience report: bad rows and merged duplicates */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its internal notes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversationDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation’s messages, newest first, with their source and status */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["InboxMessage"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the account’s phone for the conversation’s older messages
         * @description WhatsApp asks the phone for `count` messages older than the oldest the conversation has; they arrive as history (records with `history: true`, no webhook event each) a moment later, with one `history.imported` event (`syncType` `on-demand`). 409 when the device is not connected or the conversation has no message to go back from.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 50 */
                        count?: number;
                    };
                };
            };
            responses: {
                /** @description The phone was asked */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The message the phone goes back from (its messaging-app id) */
                            before: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign to a member (null unassigns); sends conversation.assigned */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Assignment"];
                };
            };
            responses: {
                /** @description The conversation as assigned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve: read, and the chatbot may answer here again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a resolved conversation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark read (unread count 0) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversation as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Conversation"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (for the team; never sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewNote"];
                };
            };
            responses: {
                /** @description The note */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ConversationNote"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply as an agent (sent like POST /messages; recorded with source DASHBOARD); the chatbot keeps quiet here until resolved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxReply"];
                };
            };
            responses: {
                /** @description The message record, SENT, with source DASHBOARD */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/conversations/{conversationId}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React to a message of the conversation ("" removes the reaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                    /** @description Conversation id */
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxReaction"];
                };
            };
            responses: {
                /** @description The reaction was sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device’s chatbot: its rules in order and its settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The chatbot */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/chatbot/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the rules (in order: the first rule that fires answers); a rule keeps its id when given */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotRules"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Add a rule at the end of the list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotRuleInput"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/chatbot/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn the bot on or off, its replies per contact per minute, its business hours */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatbotSettings"];
                };
            };
            responses: {
                /** @description The chatbot as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Chatbot"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/chatbot/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which rule a message would fire, and its reply (nothing is sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RuleTest"];
                };
            };
            responses: {
                /** @description The rule that fires, or why none */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RuleTestResult"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/broadcast-pace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s ban protection: the gap between broadcast messages, the daily cap, today’s count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPace"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set a device’s pace (a random gap within [paceMinMs, paceMaxMs]) and daily cap */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BroadcastPaceSettings"];
                };
            };
            responses: {
                /** @description The pace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPace"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s number health: a score, what lowers it, the last 7 days’ counts and the warm-up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The number’s health */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NumberHealth"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/health/warmup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new number’s warm-up: the daily cap of broadcast messages by the number’s age, or off */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        steps: {
                            /** @description From this day of the device’s age on (0: the day it linked) */
                            fromDay: number;
                            /** @description At most this many broadcast messages a day */
                            cap: number;
                        }[];
                        untilDay: number;
                    };
                };
            };
            responses: {
                /** @description The number’s health */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NumberHealth"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device’s webhooks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The webhooks, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"][];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a webhook to a device
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            responses: {
                /** @description The webhook (its HMAC key is never shown) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device with its live status and QR */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a device with its session, webhooks, delivery history, events and media */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a device’s options: read marks, the delivery watchdog’s time, the history brought on linking
         * @description `autoRead` marks received messages read (blue ticks) as they arrive; `undeliveredAfterMinutes` (1 to 1440, default 10) is how long a sent message may go without a delivery receipt before it is marked undelivered and reported as `message.undelivered`; `historyDays` (0, 1, 7 or 30, default 7) is how much of the account’s history the next linking brings into the inbox.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeviceOptions"];
                };
            };
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/devices/{id}/pairing-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link by an 8-character code typed on the phone instead of a QR scan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description International format without "+": country code first, 8 to 15 digits
                         * @example 6281234567890
                         */
                        phoneNumber: string;
                    };
                };
            };
            responses: {
                /** @description The code to type on the phone */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example ABCD1234 */
                            code: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlink: the login is erased and the status becomes LOGGED_OUT */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start linking again after a logout (a new sessionId) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The device */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Device"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR to scan while the device links (status QR): its string, or drawn as SVG or PNG */
        get: {
            parameters: {
                query?: {
                    /** @description `json` (the string, to draw yourself), `svg` or `png` (drawn here) */
                    format?: "json" | "svg" | "png";
                };
                header?: never;
                path: {
                    /** @description Device id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The QR; it changes every 20 s or so until scanned, so read it again while the status stays QR */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example 2@Xk3… */
                            qr: string;
                        };
                        "image/svg+xml": string;
                        "image/png": string;
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcast with its live progress, failure reasons and audience report */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The broadcast */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause, resume or cancel a broadcast (a member’s pause holds until resumed; cancelled recipients are never sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                    action: "pause" | "resume" | "cancel";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The broadcast after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A broadcast’s recipients in order, each with its status, record and reason */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: number;
                    status?: "QUEUED" | "IN_FLIGHT" | "SENT" | "FAILED" | "SKIPPED" | "CANCELLED";
                };
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of recipients */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["BroadcastRecipient"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcasts/{id}/recipients.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recipient of a broadcast with its outcome, as CSV (streamed; cells a spreadsheet would run are prefixed with ') */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Broadcast id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recipients in order, a header line first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook (its pending deliveries end FAILED, kept in the history)
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs. A key removes a webhook only if it may read every event the webhook has.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook (`hmacKey: null` removes the key)
         * @description With an API key, only events the key may read: the message events need `messages:read`; `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts` (or `messages:read`, which reads every event through `GET /events`). Another is a 403 naming the scope each event needs. A key changes a webhook only if it may read every event the webhook has and will have.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookChange"];
                };
            };
            responses: {
                /** @description The webhook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook’s delivery history, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    status?: "PENDING" | "SUCCEEDED" | "FAILED";
                };
                header?: never;
                path: {
                    /** @description Webhook id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Delivery"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its request body and every attempt
         * @description With an API key, only a delivery of an event the key may read (its body is the event’s data): 403 otherwise, naming the scope.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Delivery id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryDetail"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the delivery’s event again, as a new delivery
         * @description With an API key, only a delivery of an event the key may read: 403 otherwise, naming the scope.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Delivery id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new delivery */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/interactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an interactive message (buttons, a list, a code to copy, a template)
         * @description A `payload` part (JSON), and a `file` part for `headerMedia`, which goes to R2 as it arrives, never held whole; an instance receives at most 6 files at once, and one more is a 503 with `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description The message, as JSON: an InteractivePayload
                         * @example {"deviceId":"dev_8fK2mQ9xLr4TbZ1cWp7n","phoneNumber":"6281234567890","kind":"quick-reply","body":"Pesanan #1042 siap dikirim. Jadi dikirim hari ini?","footer":"Toko Sinar","buttons":[{"id":"kirim","label":"Ya, kirim"},{"id":"tunda","label":"Besok saja"}]}
                         */
                        payload: string;
                        /**
                         * Format: binary
                         * @description Header media (quick-reply and template with headerMedia)
                         */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description The message record, SENT, with its messageId and source API */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React to a message with one emoji ("" removes the reaction) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Reaction"];
                };
            };
            responses: {
                /** @description The reaction was sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The messaging-app id of the reaction message */
                            id: string;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an image, video, audio or voice note, document or sticker
         * @description A `payload` part, then a `file` part (multipart/form-data), or a JSON body with `mediaUrl` instead of the file. The payload comes first: its type’s size limit is applied as the file streams (413 past it, the rest unread). Limits: image 5 MiB, video and audio 16 MiB, document 100 MiB, sticker 100 KiB (500 KiB animated). A request body is capped at 100 MB on the Free and Pro plans: a file near or past that goes by `mediaUrl`. The file goes to R2 as it arrives, never held whole; an instance receives at most 6 files at once, and one more is a 503 with `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description The message, as JSON: a MediaPayload
                         * @example {"deviceId":"dev_8fK2mQ9xLr4TbZ1cWp7n","phoneNumber":"6281234567890","type":"image","caption":"Promo hari ini!"}
                         */
                        payload: string;
                        /**
                         * Format: binary
                         * @description The file; its bytes decide its type, not its declared Content-Type
                         */
                        file: string;
                    };
                    "application/json": components["schemas"]["SendMediaByUrl"];
                };
            };
            responses: {
                /** @description The message record, SENT; its mediaUrl serves the stored file, its content is the caption or "" */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable: Not available right now (for a file: the instance receives its most files at once); try again, after `Retry-After` seconds when it says */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a location (a map pin) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendLocation"];
                };
            };
            responses: {
                /** @description The message record, SENT; its content names the place */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send contact cards (vCards) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendContact"];
                };
            };
            responses: {
                /** @description The message record, SENT; its content names the contacts */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/poll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a poll; votes arrive as poll.vote events */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendPoll"];
                };
            };
            responses: {
                /** @description The message record, SENT; its content is the question */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a chat’s received messages read (blue ticks) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReadChat"];
                };
            };
            responses: {
                /** @description Marked read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The messages marked read */
                            messageIds: string[];
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sent message for everyone (WhatsApp allows it for 60 hours after the send) */
        delete: {
            parameters: {
                query?: {
                    /** @description The device that sent it; found from the record when left out */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description The record’s id (`msg_…`) or its messaging-app id */
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The message record as it now is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a sent text or caption (WhatsApp allows it for 15 minutes after the send) */
        patch: {
            parameters: {
                query?: {
                    /** @description The device that sent it; found from the record when left out */
                    deviceId?: string;
                };
                header?: never;
                path: {
                    /** @description The record’s id (`msg_…`) or its messaging-app id */
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EditMessage"];
                };
            };
            responses: {
                /** @description The message record as it now is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessageRecord"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/chats/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show “typing…” or “recording…” in a chat, or stop it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatPresence"];
                };
            };
            responses: {
                /** @description Shown */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            state: "typing" | "recording" | "paused";
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catch up on a device’s events after a seq */
        get: {
            parameters: {
                query: {
                    /** @description The device whose events to read */
                    deviceId: string;
                    /** @description The last seq you have; 0 for the first */
                    after?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The events, oldest first, byte for byte as delivered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Event"][];
                            nextAfter: number;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether numbers are on WhatsApp (each answer kept a day per device)
         * @description Asks WhatsApp through the device’s session (Baileys’ `onWhatsApp`). A number the device checked within the last 24 hours is answered from the device’s own record of it and does not reach WhatsApp again: bulk lookups are a known ban trigger.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckNumbers"];
                };
            };
            responses: {
                /** @description One answer per number, in the order asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["NumberCheck"][];
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the groups the device’s account is in */
        get: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The groups, as WhatsApp has them now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["GroupSummary"][];
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a group
         * @description The device’s account makes the group and is its super admin. `Idempotency-Key` makes a retry safe: the same key and request within 24 h answers the first group again and makes no second one.
         */
        post: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: {
                    /** @description Makes a retry safe: the same key and request within 24 h answers the first response again and sends nothing */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateGroup"];
                };
            };
            responses: {
                /** @description The group as WhatsApp made it: its `id` is the `groupId` of later requests */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupDetails"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity: The Idempotency-Key was used with another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group and its participants */
        get: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The group and its participants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupDetails"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add, remove, promote or demote participants
         * @description Only an admin of the group may do this: a member who is not one gets 403, as WhatsApp refuses it. WhatsApp answers for each person: one it could not change (not on WhatsApp, already in the group, privacy settings that refuse to be added…) is told in `results` with its code and why, and the others are changed all the same.
         */
        post: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangeGroupParticipants"];
                };
            };
            responses: {
                /** @description Each person’s outcome, in the order asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["GroupParticipantResult"][];
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a group’s subject (its name)
         * @description Any member may, unless the group lets only admins edit it (`onlyAdminsEdit`): then a member who is not an admin gets 403.
         */
        put: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupSubject"];
                };
            };
            responses: {
                /** @description The group as WhatsApp has it now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupDetails"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change or remove a group’s description
         * @description Any member may, unless the group lets only admins edit it (`onlyAdminsEdit`): then a member who is not an admin gets 403.
         */
        put: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupDescription"];
                };
            };
            responses: {
                /** @description The group as WhatsApp has it now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupDetails"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Let only admins send, or only admins edit the group
         * @description Only an admin of the group may do this: a member who is not one gets 403, as WhatsApp refuses it. Only a setting that differs from the group’s is changed (each change is one notification to the members).
         */
        put: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            responses: {
                /** @description The group as WhatsApp has it now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupDetails"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group’s invite link
         * @description Only an admin of the group may do this: a member who is not one gets 403, as WhatsApp refuses it. Anyone with the link may join the group, until it is reset.
         */
        get: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link and its code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupInviteLink"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/invite-link/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a group’s invite link
         * @description Only an admin of the group may do this: a member who is not one gets 403, as WhatsApp refuses it. The old link stops working; the members are told (`group.updated`).
         */
        post: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new link and its code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupInviteLink"];
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a group
         * @description The device’s account leaves the group (`group.participants`, `left`); its conversation and messages stay in the inbox.
         */
        post: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Left */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{groupId}/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group’s picture
         * @description Read from WhatsApp on each request. `X-Picture-Id` names it (as `group.updated` does).
         */
        get: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture (JPEG) */
                200: {
                    headers: {
                        /** @description WhatsApp’s id of the picture */
                        "X-Picture-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set a group’s picture
         * @description The body is the picture: a JPEG of at most 640×640 pixels and 512 KiB (WhatsApp takes no other; a square shows uncropped). Any member may set it, unless only admins may edit the group (then 403 for a member who is not one).
         */
        put: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "image/jpeg": string;
                };
            };
            responses: {
                /** @description The picture is the group’s */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description WhatsApp’s id of the new picture, when it told one */
                            pictureId: string | null;
                        };
                    };
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large: The body or file is over its limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Media Type: Wrong Content-Type for this endpoint */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove a group’s picture
         * @description Who may: as for setting it. A group without a picture answers 204 all the same.
         */
        delete: {
            parameters: {
                query: {
                    /** @description The device whose account acts; it must be CONNECTED */
                    deviceId: string;
                };
                header?: never;
                path: {
                    /** @description A group the device is in: its JID (`…@g.us`, as GET /groups lists it) or the same without `@g.us` */
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The group has no picture */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request: The request breaks a rule; `issues` lists every one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{deviceId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bytes of a received or sent media file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Device id */
                    deviceId: string;
                    /** @description The message id (received media) or header id (sent media) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, with the type its bytes have (not the one its sender declared), `X-Content-Type-Options: nosniff`, and `Content-Disposition: attachment` for anything but an image, video, audio or PDF. A history message’s file is downloaded from WhatsApp by the first request (409 while the device is not connected, 504 when the session does not answer in time, 404 when WhatsApp no longer has it), then kept and served like any other */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "*/*": string;
                    };
                };
                /** @description Unauthorized: The key or token is missing, unknown or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden: Not allowed for this caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found: Unknown here (another workspace’s ids are unknown too) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict: The target is not in a state that allows this (the message names it) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description URI Too Long: The path or the query string is over its length */
                414: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests: Rate limit of the key exceeded; `Retry-After` says when to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Bad Gateway: The messaging server rejected the message */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Gateway Timeout: No answer from the session in time; the outcome is unknown (retry with the same Idempotency-Key) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "message.inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A message arrived (text, media, a button or list reply)
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageInboundEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sent message was delivered, read, played, or refused after being accepted
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageReceiptEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A contact reacted to a message (an empty emoji: the reaction was removed)
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageReactionEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.edited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A contact edited a message: its record takes the new text (`editedAt`)
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageEditedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A contact deleted a message for everyone: its record says so (`deletedAt`)
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageRevokedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.undelivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WhatsApp took a sent message and did not deliver it (no receipt in time, or refused after); Kurir sends it once more to the contact’s LID
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageUndeliveredEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "history.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account’s history came into the inbox (when the device linked, or a conversation asked for more): how many chats and messages; none of them is sent as its own event
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HistoryImportedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "poll.vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Someone voted on a poll this device sent: the option texts they chose now
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PollVoteEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A call came in; one event per call status
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CallReceivedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "device.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The device’s status changed
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "devices" or "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeviceStatusEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A team-inbox conversation was assigned or unassigned
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "inbox" or "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConversationAssignedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "broadcast.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A broadcast ended (completed or cancelled), with its counts
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "broadcasts" or "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BroadcastCompletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * People joined or left one of the device’s groups, or were promoted to admin or demoted
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "groups" or "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupParticipantsEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of the device’s groups changed its subject, description, picture, settings or invite link (by the device or another member)
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte. An API key subscribes to it only with the scope "groups" or "messages:read".
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dashboard’s “Send test event”, delivered to the webhook tested only
         * @description POSTed to each enabled webhook subscribed to the event, with the same body bytes in every attempt. A 2xx within 10 s is success; a redirect (not followed), another status, a timeout or a network error is a failed attempt, retried on the webhook’s schedule. `GET /events` lists the same bodies byte for byte.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event’s name, as `event` in the body */
                    "X-Kurir-Event": string;
                    /** @description 1 for a delivery’s first attempt, then 2, 3… */
                    "X-Kurir-Attempt": string;
                    /** @description The delivery’s id (`dlv_…`), the same in every attempt of it; a resend is a new delivery */
                    "X-Kurir-Delivery": string;
                    /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body bytes under the webhook’s `hmacKey`; absent when the webhook has no key. Compare it in constant time over the bytes as received, before parsing them */
                    "X-Kurir-Signature"?: string;
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookTestEvent"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s: delivered. Up to the first 1024 bytes of the answer are kept in the delivery’s history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        MessageInboundEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.inbound";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageInboundData"];
        };
        EventDevice: {
            /** @example dev_3kTq9Wm2Lx8Rb5Nc1Hs0 */
            id: string;
            /** @description The device’s name when the event happened */
            name: string;
            /** @description The device’s linking (`ses_…`); new after each linking that follows a logout */
            sessionId: string;
        };
        MessageInboundData: {
            id: string;
            chatId: string;
            from: string | null;
            lid: string | null;
            pushName: string | null;
            /** @enum {string} */
            type: "text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact" | "button-reply" | "list-reply" | "other";
            text: string | null;
            quotedId: string | null;
            selectedId: string | null;
            media: {
                mimeType: string;
                size: number;
                url: string | null;
            } | null;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        MessageReceiptEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.receipt";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageReceiptData"];
        };
        MessageReceiptData: {
            /** @description `<messageId>:<status>`: one receipt per message and status */
            id: string;
            messageId: string;
            /** @description The message record (`msg_…`); null for a message sent from the phone */
            recordId: string | null;
            /** @enum {string} */
            status: "DELIVERED" | "READ" | "PLAYED" | "FAILED";
            phoneNumber: string | null;
            /** @description For FAILED: WhatsApp’s code */
            error: string | null;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        MessageReactionEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.reaction";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageReactionData"];
        };
        MessageReactionData: {
            id: string;
            messageId: string;
            from: string | null;
            emoji: string;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        MessageEditedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.edited";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageEditedData"];
        };
        MessageEditedData: {
            /** @description The edit’s own messaging-app id */
            id: string;
            /** @description The message edited (its messaging-app id) */
            messageId: string;
            chatId: string;
            from: string | null;
            /** @description The new text (or caption) */
            text: string;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
            /** @description The edited message’s record (`msg_…`), null when this device has none */
            recordId: string | null;
        };
        MessageRevokedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.revoked";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageRevokedData"];
        };
        MessageRevokedData: {
            /** @description The delete’s own messaging-app id */
            id: string;
            /** @description The message deleted for everyone (its messaging-app id) */
            messageId: string;
            chatId: string;
            from: string | null;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
            /** @description The deleted message’s record (`msg_…`), null when this device has none */
            recordId: string | null;
        };
        MessageUndeliveredEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "message.undelivered";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["MessageUndeliveredData"];
        };
        MessageUndeliveredData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            /** @description The message record (`msg_…`): its `undeliveredAt` and `undeliveredReason` say the same */
            recordId: string;
            /** @description The messaging-app id it went out with */
            messageId: string | null;
            /** @description The contact it was for */
            phoneNumber: string;
            /**
             * @description `no-receipt`: no delivery receipt within the device’s time (10 minutes by default); or WhatsApp’s code (`463`)
             * @example no-receipt
             */
            reason: string;
            /** @description Whether Kurir sends it once more, to the contact’s LID when WhatsApp gave one (the record’s `resentAt` then) */
            resending: boolean;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        HistoryImportedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "history.imported";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["HistoryImportedData"];
        };
        HistoryImportedData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            /**
             * @description `initial` and `recent`: brought when the device linked; `on-demand`: a conversation asked for older messages
             * @enum {string}
             */
            syncType: "initial" | "recent" | "on-demand";
            /** @description Chats the import touched */
            chats: number;
            /** @description Messages it added to the inbox (marked `history`) */
            messages: number;
            /** @description Messages already there, or older than the device’s `historyDays` */
            skipped: number;
            /**
             * Format: date-time
             * @description The oldest message added, or null when none was
             */
            oldest: string | null;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        PollVoteEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "poll.vote";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["PollVoteData"];
        };
        PollVoteData: {
            /** @description The vote’s own messaging-app id */
            id: string;
            /** @description The poll voted on (its messaging-app id) */
            pollMessageId: string;
            /** @description The poll’s message record (`msg_…`) */
            recordId: string;
            /** @description The voter’s phone number (digits), null when WhatsApp told only a LID */
            from: string | null;
            lid: string | null;
            /** @description The option texts chosen: the voter’s whole current choice (empty: the vote was withdrawn) */
            selected: string[];
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        CallReceivedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "call.received";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["CallReceivedData"];
        };
        CallReceivedData: {
            id: string;
            from: string | null;
            isVideo: boolean;
            /** @enum {string} */
            status: "offer" | "ringing" | "timeout" | "reject" | "accept" | "terminate";
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        DeviceStatusEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "device.status";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["DeviceStatusData"];
        };
        DeviceStatusData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            /** @enum {string} */
            status: "CONNECTING" | "QR" | "CONNECTED" | "DISCONNECTED" | "LOGGED_OUT";
            /** @enum {string} */
            previousStatus: "CONNECTING" | "QR" | "CONNECTED" | "DISCONNECTED" | "LOGGED_OUT";
            reason: string | null;
            phoneNumber: string | null;
        };
        ConversationAssignedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "conversation.assigned";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["ConversationAssignedData"];
        };
        ConversationAssignedData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            conversationId: string;
            contactId: string;
            /** @description Null when the conversation was unassigned */
            memberId: string | null;
        };
        BroadcastCompletedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "broadcast.completed";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["BroadcastCompletedData"];
        };
        BroadcastCompletedData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            broadcastId: string;
            counts: components["schemas"]["BroadcastCounts"];
        };
        BroadcastCounts: {
            total: number;
            /** @description Not sent yet */
            queued: number;
            /** @description Sent, the answer or its fate still awaited */
            inFlight: number;
            /** @description Taken by WhatsApp (delivered and read ones included) */
            sent: number;
            delivered: number;
            read: number;
            failed: number;
            /** @description Recipients who wrote back after the message */
            replied: number;
            /** @description Opted out: not sent */
            skipped: number;
            cancelled: number;
        };
        GroupParticipantsEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "group.participants";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["GroupParticipantsData"];
        };
        GroupParticipantsData: {
            /** @description The change’s own id, as WhatsApp reported it */
            id: string;
            /**
             * @description The group’s JID
             * @example 120363041234567890@g.us
             */
            groupId: string;
            /** @enum {string} */
            action: "joined" | "left" | "promoted" | "demoted";
            /** @description Who joined, left, was promoted or demoted: phone digits (LID digits when WhatsApp hides the number) */
            participants: string[];
            /** @description Who made the change (phone digits); null when they did it themselves or it is unknown */
            by: string | null;
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        GroupUpdatedEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "group.updated";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["GroupUpdatedData"];
        };
        GroupUpdatedData: {
            /** @description The change’s own id: WhatsApp’s notification’s (deduplicate on it) */
            id: string;
            /**
             * @description The group’s JID
             * @example 120363041234567890@g.us
             */
            groupId: string;
            /** @description Who made the change (phone digits), the device’s own number for its own changes; null when unknown */
            by: string | null;
            changes: components["schemas"]["GroupChanges"];
            /**
             * Format: date-time
             * @description When it happened (ISO 8601, UTC)
             */
            timestamp: string;
        };
        /** @description Only what changed is present */
        GroupChanges: {
            /** @description The new subject */
            subject?: string;
            /** @description The new description; `""` when it was removed */
            description?: string;
            /** @description WhatsApp’s id of the new picture (`GET /groups/{groupId}/picture` reads it); null when it was removed */
            picture?: string | null;
            /** @description Only admins may send messages */
            onlyAdminsSend?: boolean;
            /** @description Only admins may change the subject, description and picture */
            onlyAdminsEdit?: boolean;
            /** @description New members wait for an admin’s approval */
            joinApproval?: boolean;
            /** @description Only admins may add members */
            onlyAdminsAdd?: boolean;
            /** @description Disappearing messages: how long messages last, in seconds; 0 when turned off */
            disappearingSeconds?: number;
            /** @description The invite link was reset: the new link (the old one no longer works); null when WhatsApp did not tell it */
            inviteLink?: string | null;
        };
        WebhookTestEvent: {
            /** @example evt_5Nq2Vt8pXc0ZbR4mLk7s */
            id: string;
            /** @description Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries) */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "webhook.test";
            /** Format: date-time */
            at: string;
            device: components["schemas"]["EventDevice"];
            data: components["schemas"]["WebhookTestData"];
        };
        WebhookTestData: {
            /** @description The event’s id (`evt_…`) */
            id: string;
            /** @description The webhook tested (`whk_…`) */
            webhookId: string;
        };
        /**
         * @description The `payload` part of POST /messages/interactive. What each kind needs:
         *     - `url-button`: requires `buttonLabel`, `url`
         *     - `quick-reply`: requires `buttons`; may have `headerMedia`
         *     - `list`: requires `buttonLabel`, `sections`
         *     - `copy-code`: requires `buttonLabel`, `copyCode`
         *     - `template`: requires `templateButtons`; may have `headerMedia`
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "kind": "quick-reply",
         *       "body": "Pesanan #1042 siap dikirim. Jadi dikirim hari ini?",
         *       "footer": "Toko Sinar",
         *       "buttons": [
         *         {
         *           "id": "kirim",
         *           "label": "Ya, kirim"
         *         },
         *         {
         *           "id": "tunda",
         *           "label": "Besok saja"
         *         }
         *       ]
         *     }
         */
        InteractivePayload: ({
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /** @enum {string} */
            kind: "url-button" | "quick-reply" | "list" | "copy-code" | "template";
            body: string;
            header?: string;
            footer?: string;
            buttonLabel?: string;
            url?: string;
            copyCode?: string;
            buttons?: {
                id: string;
                label: string;
            }[];
            sections?: {
                title: string;
                rows: {
                    id: string;
                    title: string;
                    description?: string;
                }[];
            }[];
            templateButtons?: {
                /** @enum {string} */
                type: "url" | "copy" | "phone" | "reply";
                label: string;
                value: string;
            }[];
            /** @enum {string} */
            headerMedia?: "image" | "video" | "document";
            replyToId?: string;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown & unknown & unknown & unknown & unknown)) & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "type": "image",
         *       "caption": "Promo hari ini!"
         *     }
         */
        MediaPayload: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description image, video, audio, document or sticker; the file’s bytes must be of that kind
             * @enum {string}
             */
            type: "image" | "video" | "audio" | "document" | "sticker";
            /**
             * @description Shown under an image, a video or a document (not audio or a sticker)
             * @example Promo hari ini!
             */
            caption?: string;
            /**
             * @description The name a document shows; required for a document
             * @example invoice-123.pdf
             */
            fileName?: string;
            /** @description audio only: send as a push-to-talk voice note; WhatsApp plays those only as OGG Opus */
            voiceNote?: boolean;
            /** @description A messaging-app message id to quote */
            replyToId?: string;
            /** @description The template the caption was taken from */
            templateId?: string;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown | unknown);
        /**
         * @example {
         *       "status": "ok",
         *       "worker": {
         *         "ok": true
         *       },
         *       "d1": {
         *         "ok": true,
         *         "ms": 3
         *       },
         *       "nodes": {
         *         "ok": true,
         *         "ms": 2,
         *         "connected": 1
         *       }
         *     }
         */
        Health: {
            /**
             * @description `ok`: D1 answers and a session-node is linked; `degraded`: D1 answers, no session-node is linked (sends get 409); `down`: D1 does not answer
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            /** @description This worker answered */
            worker: {
                /** @enum {boolean} */
                ok: true;
            };
            /** @description A `SELECT 1` on D1 */
            d1: {
                ok: boolean;
                /** @description How long the check took, in milliseconds */
                ms: number;
                /**
                 * @description Why the check failed (the cause is in the worker’s log)
                 * @enum {string}
                 */
                error?: "timed out" | "unreachable";
            };
            /** @description The session-nodes linked to the fleet */
            nodes: {
                ok: boolean;
                /** @description How long the check took, in milliseconds */
                ms: number;
                /**
                 * @description Why the check failed (the cause is in the worker’s log)
                 * @enum {string}
                 */
                error?: "timed out" | "unreachable";
                /** @description Session-nodes linked to the fleet now */
                connected: number;
            };
        };
        Error: {
            statusCode: number;
            message: string;
            /** @description The HTTP reason phrase */
            error: string;
            /** @description Validation errors only: every broken rule, each at its field path */
            issues?: {
                path: string;
                message: string;
            }[];
        };
        Workspace: {
            id: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedApiKey: {
            id: string;
            name: string;
            /**
             * @description The key itself: shown in this response only, never again
             * @example kw_…
             */
            key: string;
            prefix: string;
            /**
             * @description Requests allowed in any 10 s; 100 unless set. A change applies within 30 s
             * @example 1000
             */
            rateLimit: number;
            /**
             * @description What the key may do: each operation names the scope it needs (`x-kurir-scope`); `all` is every scope. Unless given, `messages:send` and `messages:read`, what every key could do before keys had scopes
             * @example [
             *       "messages:send",
             *       "broadcasts"
             *     ]
             */
            scopes: ("messages:send" | "messages:read" | "inbox" | "contacts" | "groups" | "broadcasts" | "templates" | "chatbot" | "devices" | "webhooks" | "members" | "reports" | "logs" | "all")[];
            /** Format: date-time */
            createdAt: string;
        };
        ApiKey: {
            id: string;
            name: string;
            /** @description The first characters of the key, to recognise it */
            prefix: string;
            /**
             * @description Requests allowed in any 10 s; 100 unless set. A change applies within 30 s
             * @example 1000
             */
            rateLimit: number;
            /**
             * @description What the key may do: each operation names the scope it needs (`x-kurir-scope`); `all` is every scope. Unless given, `messages:send` and `messages:read`, what every key could do before keys had scopes
             * @example [
             *       "messages:send",
             *       "broadcasts"
             *     ]
             */
            scopes: ("messages:send" | "messages:read" | "inbox" | "contacts" | "groups" | "broadcasts" | "templates" | "chatbot" | "devices" | "webhooks" | "members" | "reports" | "logs" | "all")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        SetupLink: {
            /** @description Open it in a browser; it works once */
            url: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Device: {
            id: string;
            workspaceId: string;
            name: string;
            /** @description Issued at each linking */
            sessionId: string | null;
            /**
             * @description CONNECTED is the dashboard’s “Terhubung”
             * @enum {string}
             */
            status: "CONNECTING" | "QR" | "CONNECTED" | "DISCONNECTED" | "LOGGED_OUT";
            phoneNumber: string | null;
            /** @description The string to render as a QR code while status is QR, else null */
            qr: string | null;
            /** @description Why the device is DISCONNECTED or LOGGED_OUT */
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the status last changed
             */
            updatedAt: string;
            /** @description Whether received messages are marked read as they arrive (set with PATCH); given when the device is read alone */
            autoRead?: boolean;
            /** @description A sent message with no delivery receipt after this many minutes is `undelivered` (set with PATCH); given when the device is read alone */
            undeliveredAfterMinutes?: number;
            /** @description Days of the account’s history brought into the inbox when the device links: 0, 1, 7 or 30 (set with PATCH); given when the device is read alone */
            historyDays?: number;
        };
        Template: {
            id: string;
            workspaceId: string;
            name: string;
            content: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "name": "Pesanan dikirim",
         *       "content": "Halo {{name|kak}}, pesanan Anda sudah dikirim hari ini."
         *     }
         */
        TemplateInput: {
            /** @example Pesanan dikirim */
            name: string;
            /**
             * @description The text a send or a broadcast that names this template carries; its `{{name|kak}}` placeholders are filled from each recipient contact’s fields
             * @example Halo {{name|kak}}, pesanan Anda sudah dikirim hari ini.
             */
            content: string;
        };
        /**
         * @example {
         *       "content": "Halo {{name|kak}}, pesanan Anda sudah kami kirim."
         *     }
         */
        TemplatePatch: {
            /** @example Pesanan dikirim */
            name?: string;
            /**
             * @description The text a send or a broadcast that names this template carries; its `{{name|kak}}` placeholders are filled from each recipient contact’s fields
             * @example Halo {{name|kak}}, pesanan Anda sudah dikirim hari ini.
             */
            content?: string;
        };
        CannedReply: {
            id: string;
            workspaceId: string;
            shortcut: string;
            text: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "shortcut": "salam",
         *       "text": "Halo {{name|kak}}, terima kasih sudah menghubungi Toko Sinar. Ada yang bisa kami bantu?"
         *     }
         */
        CannedReplyInput: {
            /**
             * @description Typed after `/` in the reply box; unique in the workspace
             * @example salam
             */
            shortcut: string;
            /**
             * @description The reply; `{{name}}`, `{{phone}}` and any contact field (`{{kota}}`) are filled for the conversation’s contact, `{{name|kak}}` gives a fallback
             * @example Halo {{name|kak}}, terima kasih sudah menghubungi Toko Sinar. Ada yang bisa kami bantu?
             */
            text: string;
        };
        /**
         * @example {
         *       "text": "Halo {{name|kak}}, pesanan dari {{kota|kota Anda}} kami kirim hari ini."
         *     }
         */
        CannedReplyPatch: {
            /**
             * @description Typed after `/` in the reply box; unique in the workspace
             * @example salam
             */
            shortcut?: string;
            /**
             * @description The reply; `{{name}}`, `{{phone}}` and any contact field (`{{kota}}`) are filled for the conversation’s contact, `{{name|kak}}` gives a fallback
             * @example Halo {{name|kak}}, terima kasih sudah menghubungi Toko Sinar. Ada yang bisa kami bantu?
             */
            text?: string;
        };
        Member: {
            /** @description The member’s account id: what `memberId` takes when a conversation is assigned */
            id: string;
            name: string;
            email: string;
            /**
             * @description owner (everything, and the members), admin (everything but the members) or agent (the inbox, contacts and messages)
             * @example agent
             * @enum {string}
             */
            role: "owner" | "admin" | "agent";
            /**
             * Format: date-time
             * @description When they joined the workspace
             */
            createdAt: string;
        };
        /**
         * @example {
         *       "role": "admin"
         *     }
         */
        MemberRolePatch: {
            /**
             * @description owner (everything, and the members), admin (everything but the members) or agent (the inbox, contacts and messages)
             * @example agent
             * @enum {string}
             */
            role: "owner" | "admin" | "agent";
        };
        CreatedInvite: {
            id: string;
            /**
             * @description owner (everything, and the members), admin (everything but the members) or agent (the inbox, contacts and messages)
             * @example agent
             * @enum {string}
             */
            role: "owner" | "admin" | "agent";
            /** @description Whom it is for, as the inviter said (filled in on the link’s page) */
            name: string | null;
            email: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /**
             * @description The one-time link to the dashboard's join page, valid 7 days: shown in this response only, never again
             * @example https://kurir.example.com/dashboard/invite?token=…
             */
            url: string;
        };
        /**
         * @description Whom the invite is for (optional) and the role they join with; accepting it never lowers a member’s role
         * @example {
         *       "name": "Dewi Lestari",
         *       "email": "dewi@example.com",
         *       "role": "agent"
         *     }
         */
        InviteInput: {
            /** @enum {string} */
            role: "owner" | "admin" | "agent";
            name?: string;
            email?: string;
        };
        Invite: {
            id: string;
            /**
             * @description owner (everything, and the members), admin (everything but the members) or agent (the inbox, contacts and messages)
             * @example agent
             * @enum {string}
             */
            role: "owner" | "admin" | "agent";
            /** @description Whom it is for, as the inviter said (filled in on the link’s page) */
            name: string | null;
            email: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        RequestLogEntry: {
            id: string;
            keyId: string;
            method: string;
            path: string;
            status: number;
            durationMs: number;
            deviceId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "from": "2026-11-26",
         *       "to": "2026-11-26",
         *       "tz": "Asia/Jakarta",
         *       "bucket": "day",
         *       "buckets": [
         *         {
         *           "start": "2026-11-25T17:00:00.000Z",
         *           "label": "2026-11-26",
         *           "inbound": 12,
         *           "api": 30,
         *           "agent": 8,
         *           "broadcast": 200,
         *           "chatbot": 5
         *         }
         *       ],
         *       "totals": {
         *         "inbound": 12,
         *         "api": 30,
         *         "agent": 8,
         *         "broadcast": 200,
         *         "chatbot": 5
         *       }
         *     }
         */
        MessagesReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                inbound: number;
                api: number;
                agent: number;
                broadcast: number;
                chatbot: number;
            }[];
            totals: {
                inbound: number;
                api: number;
                agent: number;
                broadcast: number;
                chatbot: number;
            };
        };
        DeliveryReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                sent: number;
                delivered: number;
                read: number;
                played: number;
                failed: number;
                undelivered: number;
            }[];
            totals: {
                sent: number;
                delivered: number;
                read: number;
                played: number;
                failed: number;
                undelivered: number;
            };
            /** @description Failed messages by the messaging server’s reason */
            failures: {
                reason: string;
                count: number;
            }[];
        };
        InboxReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                opened: number;
                resolved: number;
            }[];
            totals: {
                opened: number;
                resolved: number;
                firstResponse: components["schemas"]["DurationSummary"];
                resolution: components["schemas"]["DurationSummary"];
            };
            agents: {
                memberId: string;
                resolved: number;
                firstResponse: components["schemas"]["DurationSummary"];
                resolution: components["schemas"]["DurationSummary"];
            }[];
            /** @description Conversations opened by a received message, [weekday Monday..Sunday][local hour 0..23] */
            heatmap: number[][];
        };
        DurationSummary: {
            count: number;
            /** @description ms, at most (the histogram bucket’s upper edge) */
            median: number | null;
            /** @description ms, at most */
            p90: number | null;
        };
        CampaignsReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            campaigns: {
                broadcastId: string;
                name: string | null;
                sent: number;
                delivered: number;
                read: number;
                replied: number;
                failed: number;
                optedOut: number;
                skipped: {
                    reason: string;
                    count: number;
                }[];
            }[];
        };
        WebhooksReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                succeeded: number;
                timeout: number;
                refused: number;
                tls: number;
                dns: number;
                status: number;
                other: number;
            }[];
            webhooks: {
                webhookId: string;
                url: string | null;
                /** @description Deliveries that ended (succeeded or failed for good) */
                deliveries: number;
                delivered: number;
                attempts: number;
                succeeded: number;
                successRate: number | null;
                attemptsPerDelivery: number | null;
                latency: {
                    count: number;
                    p50: number | null;
                    p95: number | null;
                };
                failures: {
                    timeout: number;
                    refused: number;
                    tls: number;
                    dns: number;
                    status: number;
                    other: number;
                };
            }[];
        };
        ChatbotReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                fired: number;
                handover: number;
            }[];
            totals: {
                fired: number;
                handover: number;
            };
            rules: {
                ruleId: string;
                fired: number;
            }[];
        };
        /**
         * @example {
         *       "from": "2026-11-20",
         *       "to": "2026-11-26",
         *       "tz": "Asia/Jakarta",
         *       "bucket": "day",
         *       "buckets": [
         *         {
         *           "start": "2026-11-25T17:00:00.000Z",
         *           "label": "2026-11-26",
         *           "mended": 3,
         *           "stalled": 1
         *         }
         *       ],
         *       "totals": {
         *         "mended": 3,
         *         "stalled": 1
         *       },
         *       "devices": [
         *         {
         *           "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *           "name": "CS Jakarta",
         *           "mended": 3,
         *           "stalled": 1,
         *           "causes": {
         *             "identity-changed": 2,
         *             "retry-asked": 1,
         *             "undecryptable": 0,
         *             "no-pong": 1,
         *             "no-ack": 0
         *           }
         *         }
         *       ]
         *     }
         */
        HealthReport: {
            from: string;
            to: string;
            tz: string;
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: {
                /**
                 * Format: date-time
                 * @description The bucket’s first UTC hour
                 */
                start: string;
                /** @description Local day or hour */
                label: string;
                mended: number;
                stalled: number;
            }[];
            totals: {
                mended: number;
                stalled: number;
            };
            /** @description The devices that mended or replaced anything in the range, most first */
            devices: {
                deviceId: string;
                /** @description null for a device since deleted */
                name: string | null;
                /** @description Contacts’ Signal sessions mended (Bad MAC, no session, a changed identity) */
                mended: number;
                /** @description Connections closed and opened anew after they stalled */
                stalled: number;
                /** @description `identity-changed` (the contact reinstalled), `retry-asked` (the contact could not read a message), `undecryptable` (the device could not, and asked again); `no-pong`, `no-ack` (the socket carried nothing) */
                causes: {
                    "identity-changed": number;
                    "retry-asked": number;
                    undecryptable: number;
                    "no-pong": number;
                    "no-ack": number;
                };
            }[];
        };
        MessageRecord: {
            /** @example msg_Jx3kQ9mZr7LbT0pWc1dA */
            id: string;
            workspaceId: string;
            deviceId: string;
            contactId: string;
            broadcastId: string | null;
            /** @enum {string} */
            direction: "OUTBOUND" | "INBOUND";
            /** @enum {string} */
            status: "PENDING" | "SENT" | "FAILED" | "DELIVERED" | "READ" | "PLAYED" | "RECEIVED";
            content: string;
            mediaUrl: string | null;
            /** @description The messaging-app id: what replyToId and reactions name */
            messageId: string | null;
            /**
             * @description Who sent it: API (an API key), DASHBOARD (an agent: memberId), BROADCAST (a campaign: broadcastId), CHATBOT (a rule: ruleId), CONTACT (received), PHONE (the account’s own phone, in its imported history)
             * @enum {string}
             */
            source: "API" | "DASHBOARD" | "BROADCAST" | "CHATBOT" | "CONTACT" | "PHONE";
            /** @description The agent who sent it (source DASHBOARD), else null */
            memberId: string | null;
            /** @description The chatbot rule that answered (source CHATBOT), else null */
            ruleId: string | null;
            /**
             * Format: date-time
             * @description When the message was last edited (`content` is then the new text), else null
             */
            editedAt: string | null;
            /**
             * Format: date-time
             * @description When the message was deleted for everyone, else null
             */
            deletedAt: string | null;
            /**
             * Format: date-time
             * @description When WhatsApp was found not to deliver the sent message: no delivery receipt within the device’s time (10 minutes by default), or refused after taking it; else null
             */
            undeliveredAt: string | null;
            /**
             * @description `no-receipt`, or WhatsApp’s code (`463`: the number is reachable by its LID only)
             * @example no-receipt
             */
            undeliveredReason: string | null;
            /**
             * Format: date-time
             * @description When Kurir sent the undelivered message once more, to the contact’s LID (`messageId` is then the new one)
             */
            resentAt: string | null;
            /** @description Imported from the account’s history when the device linked */
            history: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Contact: {
            /** @example ctc_8fK2mQ9xLr4TbZ1cWp7n */
            id: string;
            workspaceId: string;
            /** @description Phone digits (or the LID of a sender whose number is unknown) */
            phoneNumber: string;
            /** @description The name shown: set by a member, else the push name */
            name: string | null;
            /** @description The name on the contact’s latest message */
            pushName: string | null;
            nameEdited: boolean;
            labels: string[];
            customFields: {
                [key: string]: string;
            };
            /** @description Unsubscribed: broadcasts skip this contact */
            optedOut: boolean;
            /** Format: date-time */
            optedOutAt: string | null;
            /** @description `stop-word`, or the member who set it */
            optedOutBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "name": "Budi Santoso",
         *       "labels": [
         *         "pelanggan",
         *         "jakarta"
         *       ],
         *       "customFields": {
         *         "kota": "Jakarta"
         *       },
         *       "optedOut": false
         *     }
         */
        ContactPatch: {
            /** @description null: show the push name again */
            name?: string | null;
            labels?: string[];
            /** @description Replaces all custom fields */
            customFields?: {
                [key: string]: string;
            };
            /** @description true unsubscribes the contact, false subscribes it again */
            optedOut?: boolean;
        };
        /**
         * @example {
         *       "stopWords": [
         *         "STOP",
         *         "BERHENTI"
         *       ]
         *     }
         */
        ContactSettings: {
            /** @description A message that is one of these words alone (any case, punctuation around it ignored) unsubscribes its sender */
            stopWords: string[];
        };
        Conversation: {
            /** @example cnv_8fK2mQ9xLr4TbZ1cWp7n */
            id: string;
            deviceId: string;
            contactId: string;
            /** @description The contact’s number (or LID) */
            phoneNumber: string;
            /** @description The contact’s name (a member’s, else the push name), when known */
            name: string | null;
            /** @enum {string} */
            status: "OPEN" | "RESOLVED";
            /** @description The member it is assigned to */
            assigneeId: string | null;
            unreadCount: number;
            lastMessage: {
                text: string;
                /** @enum {string} */
                direction: "OUTBOUND" | "INBOUND";
                source: string;
                /** Format: date-time */
                at: string;
            };
            /** @description An agent replied since it was resolved: the chatbot keeps quiet here */
            handedOver: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
        };
        BroadcastPreview: {
            /** @enum {boolean} */
            dryRun: true;
            recipients: number;
            /** @description Recipients who unsubscribed: they would be skipped */
            optedOut: number;
            audience: components["schemas"]["BroadcastAudience"];
            samples: {
                phone: string;
                name: string | null;
                text: string;
            }[];
        };
        BroadcastAudience: {
            /** @enum {string} */
            source: "csv" | "labels" | "list";
            labels: string[] | null;
            fileName: string | null;
            /** @description The variables the rows carry */
            columns: string[];
            badRows: {
                line: number | null;
                /** @description "line 7", "recipients[6]", "contact ctc_…" */
                ref: string;
                reason: string;
            }[];
            badRowCount: number;
            duplicates: {
                line: number | null;
                /** @description "line 7", "recipients[6]", "contact ctc_…" */
                ref: string;
                phone: string;
                mergedInto: string;
            }[];
            duplicateCount: number;
        };
        BroadcastDetail: {
            /** @example brd_Jx3kQ9mZr7LbT0pWc1dA */
            id: string;
            workspaceId: string;
            deviceId: string;
            name: string;
            /** @enum {string} */
            status: "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
            /**
             * @description Why it is PAUSED: `member` and `number-health` (too many of the device’s recent sends failed or went undelivered) wait for a resume; the others lift by themselves
             * @enum {string|null}
             */
            pausedReason: "member" | "device-not-connected" | "daily-cap" | "warm-up" | "number-health" | null;
            message: {
                /** @enum {string} */
                type: "text" | "interactive" | "media";
                /** @description The text, an interactive message’s body, or the caption ("" without one) */
                text: string | null;
                templateId: string | null;
                interactive: {
                    [key: string]: unknown;
                } | null;
                media: {
                    /** @enum {string} */
                    type: "image" | "video" | "document";
                    mimeType: string;
                    fileName: string | null;
                    /** @description Serves the stored file (stored once, sent to every recipient) */
                    url: string;
                } | null;
            };
            audience: components["schemas"]["BroadcastAudience"];
            countryCode: string;
            createdBy: string | null;
            /** Format: date-time */
            scheduledAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            counts: components["schemas"]["BroadcastCounts"];
            /** @description The failure reasons, most frequent first */
            failures: {
                reason: string;
                count: number;
            }[];
            /** @description Whether each recipient is checked to be on WhatsApp before the send */
            checkNumbers: boolean;
            pace: components["schemas"]["BroadcastPace"];
        };
        BroadcastPace: {
            paceMinMs: number;
            paceMaxMs: number;
            dailyCap: number;
            utcOffsetMinutes: number;
            /** @description Broadcast messages the device started today (in its time zone) */
            startedToday: number;
            /**
             * Format: date-time
             * @description The earliest the next broadcast message may go
             */
            nextSendAt: string | null;
        };
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "name": "Promo Desember",
         *       "message": {
         *         "type": "text",
         *         "text": "Halo {{name|kak}}, diskon 20% untuk semua kaos sampai Minggu!"
         *       },
         *       "countryCode": "62",
         *       "audience": {
         *         "type": "list",
         *         "recipients": [
         *           {
         *             "phone": "081234567890",
         *             "name": "Budi"
         *           },
         *           {
         *             "phone": "6281311112222",
         *             "name": "Sari"
         *           }
         *         ]
         *       }
         *     }
         */
        NewBroadcast: {
            /**
             * @description The device that sends
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            name: string;
            message: components["schemas"]["BroadcastMessage"];
            /**
             * Format: date-time
             * @description When to start; now when left out
             */
            scheduledAt?: string | null;
            /**
             * @description For numbers written without one (a leading 0): the country code put in front
             * @default 62
             * @example 62
             */
            countryCode?: string;
            /**
             * @description Check each recipient is on WhatsApp before sending (50 numbers at a time, answers kept a day per device); a number that is not is SKIPPED with reason `not-on-whatsapp` and never sent to
             * @default false
             */
            checkNumbers?: boolean;
            /**
             * @description Check the audience and the message and answer a preview; nothing is created
             * @default false
             */
            dryRun?: boolean;
            audience: components["schemas"]["BroadcastAudienceInput"];
        };
        BroadcastMessage: {
            /** @enum {string} */
            type: "text";
            /** @description The text; {{name}}, {{phone}} and {{column}} are filled per recipient */
            text: string;
        } | {
            /** @enum {string} */
            type: "template";
            /** @description A template of the workspace; its text is sent */
            templateId: string;
        } | {
            /** @enum {string} */
            type: "interactive";
            /** @description The InteractivePayload of POST /messages/interactive without deviceId, phoneNumber, replyToId and headerMedia */
            interactive: Record<string, never>;
        } | {
            /** @enum {string} */
            type: "media";
            media: {
                /**
                 * @description image, video or document; the file’s bytes must be of that kind
                 * @enum {string}
                 */
                type: "image" | "video" | "document";
                /**
                 * @description Shown under the file; {{name}}, {{phone}} and {{column}} are filled per recipient
                 * @example Halo {{name}}!
                 */
                caption?: string;
                /** @description The name a document shows; required for a document */
                fileName?: string;
            };
            /**
             * @description Where the worker fetches the file; or upload it as the `media` part of POST …/broadcasts/csv
             * @example https://shop.example.com/promo/poster.jpg
             */
            mediaUrl?: string;
        };
        BroadcastAudienceInput: {
            /** @enum {string} */
            type: "labels";
            labels: string[];
            /**
             * @description any: contacts with one of the labels; all: with every one
             * @default any
             * @enum {string}
             */
            match?: "any" | "all";
        } | {
            /** @enum {string} */
            type: "list";
            recipients: {
                phone: string;
                name?: string;
                variables?: {
                    [key: string]: string;
                };
            }[];
        } | {
            /** @enum {string} */
            type: "csv";
            csv: string;
        };
        BroadcastListItem: {
            /** @example brd_Jx3kQ9mZr7LbT0pWc1dA */
            id: string;
            workspaceId: string;
            deviceId: string;
            name: string;
            /** @enum {string} */
            status: "SCHEDULED" | "SENDING" | "PAUSED" | "COMPLETED" | "CANCELLED";
            /**
             * @description Why it is PAUSED: `member` and `number-health` (too many of the device’s recent sends failed or went undelivered) wait for a resume; the others lift by themselves
             * @enum {string|null}
             */
            pausedReason: "member" | "device-not-connected" | "daily-cap" | "warm-up" | "number-health" | null;
            counts: components["schemas"]["BroadcastCounts"];
            /** Format: date-time */
            scheduledAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            messageType: "text" | "interactive" | "media";
            preview: string;
        };
        ConversationDetail: {
            /** @example cnv_8fK2mQ9xLr4TbZ1cWp7n */
            id: string;
            deviceId: string;
            contactId: string;
            /** @description The contact’s number (or LID) */
            phoneNumber: string;
            /** @description The contact’s name (a member’s, else the push name), when known */
            name: string | null;
            /** @enum {string} */
            status: "OPEN" | "RESOLVED";
            /** @description The member it is assigned to */
            assigneeId: string | null;
            unreadCount: number;
            lastMessage: {
                text: string;
                /** @enum {string} */
                direction: "OUTBOUND" | "INBOUND";
                source: string;
                /** Format: date-time */
                at: string;
            };
            /** @description An agent replied since it was resolved: the chatbot keeps quiet here */
            handedOver: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
            notes: components["schemas"]["ConversationNote"][];
        };
        ConversationNote: {
            id: string;
            conversationId: string;
            /** @description Who wrote it (null: the operator) */
            memberId: string | null;
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
        InboxMessage: {
            /** @example msg_Jx3kQ9mZr7LbT0pWc1dA */
            id: string;
            workspaceId: string;
            deviceId: string;
            contactId: string;
            broadcastId: string | null;
            /** @enum {string} */
            direction: "OUTBOUND" | "INBOUND";
            /** @enum {string} */
            status: "PENDING" | "SENT" | "FAILED" | "DELIVERED" | "READ" | "PLAYED" | "RECEIVED";
            content: string;
            mediaUrl: string | null;
            /** @description The messaging-app id: what replyToId and reactions name */
            messageId: string | null;
            /**
             * @description Who sent it: API (an API key), DASHBOARD (an agent: memberId), BROADCAST (a campaign: broadcastId), CHATBOT (a rule: ruleId), CONTACT (received), PHONE (the account’s own phone, in its imported history)
             * @enum {string}
             */
            source: "API" | "DASHBOARD" | "BROADCAST" | "CHATBOT" | "CONTACT" | "PHONE";
            /** @description The agent who sent it (source DASHBOARD), else null */
            memberId: string | null;
            /** @description The chatbot rule that answered (source CHATBOT), else null */
            ruleId: string | null;
            /**
             * Format: date-time
             * @description When the message was last edited (`content` is then the new text), else null
             */
            editedAt: string | null;
            /**
             * Format: date-time
             * @description When the message was deleted for everyone, else null
             */
            deletedAt: string | null;
            /**
             * Format: date-time
             * @description When WhatsApp was found not to deliver the sent message: no delivery receipt within the device’s time (10 minutes by default), or refused after taking it; else null
             */
            undeliveredAt: string | null;
            /**
             * @description `no-receipt`, or WhatsApp’s code (`463`: the number is reachable by its LID only)
             * @example no-receipt
             */
            undeliveredReason: string | null;
            /**
             * Format: date-time
             * @description When Kurir sent the undelivered message once more, to the contact’s LID (`messageId` is then the new one)
             */
            resentAt: string | null;
            /** @description Imported from the account’s history when the device linked */
            history: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            conversationId: string;
            replyToId: string | null;
            error: string | null;
        };
        /**
         * @example {
         *       "memberId": null
         *     }
         */
        Assignment: {
            /** @description A member of the device’s workspace; null unassigns */
            memberId: string | null;
        };
        /**
         * @example {
         *       "text": "Pelanggan minta dikirim besok pagi."
         *     }
         */
        NewNote: {
            text: string;
            /** @description Operator only: the member this is done as (recorded with it) */
            memberId?: string;
        };
        /**
         * @example {
         *       "text": "Baik kak, kami cek dulu ya."
         *     }
         */
        InboxReply: {
            /** @description The reply; WhatsApp formatting applies */
            text: string;
            /** @description The messaging-app id of a message to quote */
            replyToId?: string;
            /** @description Operator only: the member this is done as (recorded with it) */
            memberId?: string;
        };
        /**
         * @example {
         *       "messageId": "3EB0C431C26A1916D0C1",
         *       "emoji": "🙏"
         *     }
         */
        InboxReaction: {
            messageId: string;
            /**
             * @description Exactly one emoji, or "" to remove the reaction
             * @example 👍
             */
            emoji: string;
        };
        Chatbot: {
            rules: components["schemas"]["ChatbotRule"][];
            settings: components["schemas"]["ChatbotSettings"];
        };
        ChatbotRule: {
            id: string;
            name: string;
            enabled: boolean;
            trigger: components["schemas"]["ChatbotTrigger"];
            reply: {
                /** @enum {string} */
                type: "text";
                /** @description Variables: {{name}}, {{phone}}, {{message}}, with a fallback after a bar: {{name|kak}} */
                text: string;
            } | {
                /** @enum {string} */
                type: "interactive";
                /** @description An interactive message as POST /messages/interactive takes it, without deviceId and phoneNumber */
                message: {
                    [key: string]: unknown;
                };
            } | {
                /** @enum {string} */
                type: "media";
                media: {
                    /**
                     * @description image, video or document; the file’s bytes must be of that kind
                     * @enum {string}
                     */
                    type: "image" | "video" | "document";
                    /** @description Shown under the file; variables as in a text reply: {{name}}, {{phone}}, {{message}} */
                    caption?: string;
                    /** @description The name a document shows; required for a document */
                    fileName?: string;
                };
                file: {
                    /** @description Give it as mediaId to keep this file when saving the rules again */
                    id: string;
                    mimeType: string;
                    sha256: string;
                    /** @description Serves the stored file */
                    mediaUrl: string;
                };
            };
        };
        ChatbotTrigger: {
            /** @enum {string} */
            type: "keyword";
            /**
             * @description exact: the whole message is the keyword; contains: it appears in it
             * @enum {string}
             */
            match: "exact" | "contains";
            keywords: string[];
        } | {
            /** @enum {string} */
            type: "regex";
            pattern: string;
        } | {
            /**
             * @description A button or list row chosen by its id (selectedId of message.inbound)
             * @enum {string}
             */
            type: "selection";
            selectedId: string;
        } | {
            /**
             * @description The first message of a contact new to this device
             * @enum {string}
             */
            type: "first-message";
        } | {
            /**
             * @description Any message outside the business hours of the settings
             * @enum {string}
             */
            type: "outside-hours";
        };
        /**
         * @example {
         *       "enabled": true,
         *       "maxRepliesPerMinute": 3,
         *       "businessHours": {
         *         "timezone": "Asia/Jakarta",
         *         "days": {
         *           "mon": [
         *             {
         *               "from": "08:00",
         *               "to": "17:00"
         *             }
         *           ],
         *           "sat": [
         *             {
         *               "from": "08:00",
         *               "to": "12:00"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        ChatbotSettings: {
            /** @default true */
            enabled?: boolean;
            /**
             * @description Replies to one contact within a minute, at most
             * @default 3
             */
            maxRepliesPerMinute?: number;
            businessHours?: components["schemas"]["BusinessHours"];
        };
        /** @default null */
        BusinessHours: {
            timezone: string;
            days: {
                mon?: {
                    from: string;
                    to: string;
                }[];
                tue?: {
                    from: string;
                    to: string;
                }[];
                wed?: {
                    from: string;
                    to: string;
                }[];
                thu?: {
                    from: string;
                    to: string;
                }[];
                fri?: {
                    from: string;
                    to: string;
                }[];
                sat?: {
                    from: string;
                    to: string;
                }[];
                sun?: {
                    from: string;
                    to: string;
                }[];
            };
        } | null;
        /**
         * @example {
         *       "rules": [
         *         {
         *           "name": "Harga",
         *           "enabled": true,
         *           "trigger": {
         *             "type": "keyword",
         *             "match": "contains",
         *             "keywords": [
         *               "harga",
         *               "berapa"
         *             ]
         *           },
         *           "reply": {
         *             "type": "text",
         *             "text": "Halo {{name|kak}}, daftar harga ada di katalog kami."
         *           }
         *         }
         *       ]
         *     }
         */
        ChatbotRules: {
            rules: components["schemas"]["ChatbotRuleInput"][];
        };
        /**
         * @example {
         *       "name": "Harga",
         *       "enabled": true,
         *       "trigger": {
         *         "type": "keyword",
         *         "match": "contains",
         *         "keywords": [
         *           "harga",
         *           "berapa"
         *         ]
         *       },
         *       "reply": {
         *         "type": "text",
         *         "text": "Halo {{name|kak}}, daftar harga ada di katalog kami."
         *       }
         *     }
         */
        ChatbotRuleInput: {
            /** @description Keep a rule’s id when saving the list again */
            id?: string;
            name: string;
            /** @default true */
            enabled?: boolean;
            trigger: components["schemas"]["ChatbotTrigger"];
            reply: components["schemas"]["ChatbotReply"];
        };
        ChatbotReply: {
            /** @enum {string} */
            type: "text";
            /** @description Variables: {{name}}, {{phone}}, {{message}}, with a fallback after a bar: {{name|kak}} */
            text: string;
        } | {
            /** @enum {string} */
            type: "interactive";
            /** @description An interactive message as POST /messages/interactive takes it, without deviceId and phoneNumber */
            message: {
                [key: string]: unknown;
            };
        } | {
            /** @enum {string} */
            type: "media";
            media: {
                /**
                 * @description image, video or document; the file’s bytes must be of that kind
                 * @enum {string}
                 */
                type: "image" | "video" | "document";
                /** @description Shown under the file; variables as in a text reply: {{name}}, {{phone}}, {{message}} */
                caption?: string;
                /** @description The name a document shows; required for a document */
                fileName?: string;
            };
            /**
             * @description Where the worker fetches the file: https on a public host; redirects are followed and checked again
             * @example https://shop.example.com/promo/poster.jpg
             */
            mediaUrl?: string;
            /** @description The file of a saved rule of this bot (its reply’s file.id), kept instead of fetching one */
            mediaId?: string;
        };
        RuleTestResult: {
            /** @description The rule that fires, or null */
            rule: {
                id: string;
                name: string;
            } | null;
            /** @description Its reply with the variables filled in */
            reply: string | null;
            /** @description Why no rule fires */
            reason: string | null;
        };
        /**
         * @example {
         *       "text": "Berapa harga kaos hitam?",
         *       "name": ""
         *     }
         */
        RuleTest: {
            /** @description The message text */
            text?: string;
            /** @description A button or list row id, as a button or list reply carries it */
            selectedId?: string;
            /**
             * @description As the first message of a new contact
             * @default false
             */
            firstMessage?: boolean;
            /**
             * Format: date-time
             * @description When it arrives (for business hours); default now
             */
            at?: string;
            /**
             * @description The contact’s name, for {{name}}
             * @default Budi
             */
            name?: string;
            /**
             * @description The contact’s number, for {{phone}}
             * @default 6281234567890
             */
            phone?: string;
        };
        /**
         * @example {
         *       "paceMinMs": 3000,
         *       "paceMaxMs": 8000,
         *       "dailyCap": 1000,
         *       "utcOffsetMinutes": 420
         *     }
         */
        BroadcastPaceSettings: {
            /** @default 4000 */
            paceMinMs?: number;
            /** @default 9000 */
            paceMaxMs?: number;
            /** @default 500 */
            dailyCap?: number;
            /**
             * @description The time zone the daily cap counts days in (420: UTC+7, WIB)
             * @default 420
             */
            utcOffsetMinutes?: number;
        };
        NumberHealth: {
            score: number;
            /** @enum {string} */
            level: "good" | "watch" | "at-risk";
            /** @description What lowers the score, each with what to do in docs/health.md */
            advice: ("warming-up" | "too-many-starts" | "few-replies" | "failures" | "undelivered" | "unstable-connection")[];
            /** @description Days since the number linked */
            ageDays: number;
            window: {
                /** @description Messages WhatsApp took */
                sent: number;
                delivered: number;
                failed: number;
                /** @description Taken by WhatsApp, never delivered (`message.undelivered`) */
                undelivered: number;
                /** @description Conversations the number started */
                started: number;
                /** @description Of those, how many the contact answered */
                replied: number;
                /** @description Contacts’ encryption sessions mended */
                mended: number;
                /** @description Connections replaced after they stalled */
                stalled: number;
                days: number;
            };
            perDay: {
                /** @description Messages WhatsApp took */
                sent: number;
                delivered: number;
                failed: number;
                /** @description Taken by WhatsApp, never delivered (`message.undelivered`) */
                undelivered: number;
                /** @description Conversations the number started */
                started: number;
                /** @description Of those, how many the contact answered */
                replied: number;
                /** @description Contacts’ encryption sessions mended */
                mended: number;
                /** @description Connections replaced after they stalled */
                stalled: number;
                /** @example 2026-11-28 */
                day: string;
            }[];
            warmup: {
                enabled: boolean;
                steps: {
                    /** @description From this day of the device’s age on (0: the day it linked) */
                    fromDay: number;
                    /** @description At most this many broadcast messages a day */
                    cap: number;
                }[];
                untilDay: number;
                /** @description The warm-up’s cap on today’s broadcast messages; null when none */
                capToday: number | null;
            };
        };
        Webhook: {
            id: string;
            deviceId: string;
            url: string;
            events: ("message.inbound" | "message.receipt" | "message.reaction" | "message.edited" | "message.revoked" | "message.undelivered" | "history.imported" | "poll.vote" | "call.received" | "device.status" | "conversation.assigned" | "broadcast.completed" | "group.participants" | "group.updated")[];
            /** @description Whether requests are signed; the key itself is write-only */
            hasHmacKey: boolean;
            retry: {
                attempts: number;
                delaySeconds: number;
                /** @enum {string} */
                strategy: "fixed" | "linear" | "exponential";
            };
            enabled: boolean;
            /** @description Attempts in flight at once; 1: one at a time, in seq order */
            concurrency: number;
            /**
             * @description The first device `seq` this webhook receives (of its kinds): the device's next `seq` at creation for `from: "now"`, or the `from` it was created with to replay kept events; null for a webhook created before this was recorded
             * @example 4
             */
            fromSeq: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description In the list of a device’s webhooks */
            health?: {
                /** @description The last delivery attempt; null before the first */
                lastDelivery: {
                    /**
                     * Format: date-time
                     * @description When the last delivery attempt ended
                     */
                    at: string;
                    /** @description Whether the receiver answered 2xx */
                    ok: boolean;
                    statusCode: number | null;
                    error: string | null;
                } | null;
                /** @description Delivery attempts in the current hour and the 23 before it */
                attemptsLast24h: number;
                /**
                 * @description Failed attempts among them
                 * @example 0
                 */
                failuresLast24h: number;
            };
        };
        /**
         * @example {
         *       "url": "https://shop.example.com/kurir",
         *       "events": [
         *         "message.inbound",
         *         "message.receipt"
         *       ],
         *       "retry": {
         *         "attempts": 5,
         *         "delaySeconds": 2,
         *         "strategy": "exponential"
         *       }
         *     }
         */
        NewWebhook: {
            /**
             * Format: uri
             * @description https:// to a public host (no private, loopback, link-local or metadata address), or http(s):// to localhost / 127.0.0.1 / [::1] while the worker runs locally; stored as the URL parser normalises it
             * @example https://shop.example.com/kurir
             */
            url: string;
            /** @description The events it receives. With an API key, each must be one the key may read: the message events (`message.*`, `poll.vote`, `call.received`) need `messages:read`, `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts`, `group.participants` and `group.updated` `groups` (or `messages:read` for any of them); 403 otherwise */
            events: ("message.inbound" | "message.receipt" | "message.reaction" | "message.edited" | "message.revoked" | "message.undelivered" | "history.imported" | "poll.vote" | "call.received" | "device.status" | "conversation.assigned" | "broadcast.completed" | "group.participants" | "group.updated")[];
            hmacKey?: string;
            /**
             * @default {
             *       "attempts": 5,
             *       "delaySeconds": 2,
             *       "strategy": "exponential"
             *     }
             */
            retry?: {
                /** @default 5 */
                attempts?: number;
                /** @default 2 */
                delaySeconds?: number;
                /**
                 * @default exponential
                 * @enum {string}
                 */
                strategy?: "fixed" | "linear" | "exponential";
            };
            /** @default true */
            enabled?: boolean;
            /**
             * @description Attempts in flight at once (default 6); 1 delivers one at a time, in seq order. A device's webhooks share 6 between them, so each gets at least its share whatever the others do
             * @default 6
             * @example 1
             */
            concurrency?: number;
            /**
             * @description `"now"` (the default): only events that happen after the webhook is created, so its first delivery carries whatever `seq` the device has reached (`seq` counts the device's events, not a webhook's deliveries). A number: replay the device's kept events of the subscribed kinds from that `seq` on (1 for all it keeps), oldest first, before the new ones; a 409 names the oldest `seq` still kept when the log no longer reaches back that far. A replay is at most 10000 events of its kinds: more is a 400 naming the `seq` from which it fits
             * @default now
             * @example now
             */
            from?: "now" | number;
        };
        /**
         * @example {
         *       "autoRead": true,
         *       "undeliveredAfterMinutes": 10,
         *       "historyDays": 7
         *     }
         */
        DeviceOptions: {
            autoRead?: boolean;
            undeliveredAfterMinutes?: number;
            historyDays?: number;
        };
        BroadcastRecipient: {
            position: number;
            line: number | null;
            phone: string;
            name: string | null;
            variables: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "QUEUED" | "IN_FLIGHT" | "SENT" | "FAILED" | "SKIPPED" | "CANCELLED";
            recordId: string | null;
            messageId: string | null;
            attempts: number;
            reason: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "events": [
         *         "message.inbound",
         *         "message.receipt",
         *         "device.status"
         *       ],
         *       "enabled": true
         *     }
         */
        WebhookChange: {
            /**
             * Format: uri
             * @description https:// to a public host (no private, loopback, link-local or metadata address), or http(s):// to localhost / 127.0.0.1 / [::1] while the worker runs locally; stored as the URL parser normalises it
             * @example https://shop.example.com/kurir
             */
            url?: string;
            /** @description The events it receives. With an API key, each must be one the key may read: the message events (`message.*`, `poll.vote`, `call.received`) need `messages:read`, `device.status` `devices`, `conversation.assigned` `inbox`, `broadcast.completed` `broadcasts`, `group.participants` and `group.updated` `groups` (or `messages:read` for any of them); 403 otherwise */
            events?: ("message.inbound" | "message.receipt" | "message.reaction" | "message.edited" | "message.revoked" | "message.undelivered" | "history.imported" | "poll.vote" | "call.received" | "device.status" | "conversation.assigned" | "broadcast.completed" | "group.participants" | "group.updated")[];
            hmacKey?: string | null;
            retry?: {
                /** @default 5 */
                attempts?: number;
                /** @default 2 */
                delaySeconds?: number;
                /**
                 * @default exponential
                 * @enum {string}
                 */
                strategy?: "fixed" | "linear" | "exponential";
            };
            enabled?: boolean;
            /**
             * @description Attempts in flight at once (default 6); 1 delivers one at a time, in seq order. A device's webhooks share 6 between them, so each gets at least its share whatever the others do
             * @example 1
             */
            concurrency?: number;
        };
        Delivery: {
            id: string;
            webhookId: string;
            deviceId: string;
            eventId: string;
            /** @enum {string} */
            event: "message.inbound" | "message.receipt" | "message.reaction" | "message.edited" | "message.revoked" | "message.undelivered" | "history.imported" | "poll.vote" | "call.received" | "device.status" | "conversation.assigned" | "broadcast.completed" | "group.participants" | "group.updated";
            seq: number;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            /** @description Why the last attempt failed (as its `error`), or why the delivery ended without one */
            lastError: string | null;
            resendOf: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DeliveryDetail: {
            id: string;
            webhookId: string;
            deviceId: string;
            eventId: string;
            /** @enum {string} */
            event: "message.inbound" | "message.receipt" | "message.reaction" | "message.edited" | "message.revoked" | "message.undelivered" | "history.imported" | "poll.vote" | "call.received" | "device.status" | "conversation.assigned" | "broadcast.completed" | "group.participants" | "group.updated";
            seq: number;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            /** @description Why the last attempt failed (as its `error`), or why the delivery ended without one */
            lastError: string | null;
            resendOf: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The exact bytes every attempt sent */
            requestBody: string;
            attemptsList: {
                attempt: number;
                /** Format: date-time */
                startedAt: string;
                durationMs: number;
                statusCode: number | null;
                /**
                 * @description Why the attempt failed, null when it succeeded: `HTTP <status>` (with Cloudflare’s meaning for its 52x and 530 codes), `redirect <status> not followed`, `timeout: …`, `connection refused: …`, `connection reset: …`, `connection failed (refused or reset) …`, `TLS failed: …`, `DNS name not resolved: …`, `DNS name not resolved, or host unreachable: …`, `request failed: …`, or `not sent: …` when no request was made; docs/webhooks.md lists them
                 * @example connection refused: hooks.example.com:443 accepts no connection [runtime: Network connection lost.]
                 */
                error: string | null;
                /** @description The first 1 KiB of the answer */
                responseBody: string | null;
            }[];
        };
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "content": "Halo *kak*, pesanan Anda sudah dikirim."
         *     }
         */
        SendText: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description The text; WhatsApp formatting such as *bold* and _italic_ applies. Required unless templateId is given (the template’s text is sent then)
             * @example Halo *kak*, pesanan Anda sudah dikirim.
             */
            content?: string;
            /** @description A messaging-app message id to quote */
            replyToId?: string;
            /** @description A template of the workspace: its text is sent (or `content`, when given, as taken from it), with `{{name}}`, `{{phone}}` and the contact’s custom fields (`{{kota}}`) filled; a variable the contact has no value for needs a fallback (`{{name|kak}}`) */
            templateId?: string;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "messageId": "3EB0C431C26A1916D0C1",
         *       "emoji": "👍"
         *     }
         */
        Reaction: {
            deviceId: string;
            /** @description The messaging-app id of the message, e.g. data.id of message.inbound */
            messageId: string;
            /**
             * @description Exactly one emoji, or "" to remove the reaction
             * @example 👍
             */
            emoji: string;
        };
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "type": "image",
         *       "caption": "Promo hari ini!",
         *       "mediaUrl": "https://shop.example.com/promo/poster.jpg"
         *     }
         */
        SendMediaByUrl: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description image, video, audio, document or sticker; the file’s bytes must be of that kind
             * @enum {string}
             */
            type: "image" | "video" | "audio" | "document" | "sticker";
            /**
             * @description Shown under an image, a video or a document (not audio or a sticker)
             * @example Promo hari ini!
             */
            caption?: string;
            /**
             * @description The name a document shows; required for a document
             * @example invoice-123.pdf
             */
            fileName?: string;
            /** @description audio only: send as a push-to-talk voice note; WhatsApp plays those only as OGG Opus */
            voiceNote?: boolean;
            /** @description A messaging-app message id to quote */
            replyToId?: string;
            /** @description The template the caption was taken from */
            templateId?: string;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
            /**
             * @description Where the worker fetches the file: https on a public host; redirects are followed and checked again
             * @example https://shop.example.com/promo/poster.jpg
             */
            mediaUrl: string;
        } & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "latitude": -6.2088,
         *       "longitude": 106.8456,
         *       "name": "Toko Sinar",
         *       "address": "Jl. Sudirman No. 1, Jakarta"
         *     }
         */
        SendLocation: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description Degrees, −90 to 90
             * @example -6.2088
             */
            latitude: number;
            /**
             * @description Degrees, −180 to 180
             * @example 106.8456
             */
            longitude: number;
            /**
             * @description The place’s name, shown above the map
             * @example Toko Sinar
             */
            name?: string;
            /** @example Jl. Sudirman No. 1, Jakarta */
            address?: string;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "contacts": [
         *         {
         *           "name": "Kurir Andi",
         *           "phoneNumber": "6281311112222",
         *           "organization": "Toko Sinar"
         *         }
         *       ]
         *     }
         */
        SendContact: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description The cards, 1 to 20; each becomes a vCard whose number WhatsApp links to its account (`waid`)
             * @example [
             *       {
             *         "name": "Kurir Andi",
             *         "phoneNumber": "6281311112222",
             *         "organization": "Toko Sinar"
             *       }
             *     ]
             */
            contacts: {
                name: string;
                phoneNumber: string;
                organization?: string;
                email?: string;
            }[];
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "question": "Jam berapa paket diantar?",
         *       "options": [
         *         "Pagi",
         *         "Siang",
         *         "Sore"
         *       ],
         *       "multipleAnswers": false
         *     }
         */
        SendPoll: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description The recipient; exactly one of phoneNumber and groupId
             * @example 6281234567890
             */
            phoneNumber?: string;
            /**
             * @description The group the message goes to; exactly one of phoneNumber and groupId
             * @example 120363041234567890@g.us
             */
            groupId?: string;
            /**
             * @description People mentioned (at most 50); `@number` is added to the text when it does not show it yet, as WhatsApp highlights only mentions the text shows
             * @example [
             *       "6281234567890"
             *     ]
             */
            mentions?: string[];
            /**
             * @description Up to 255 characters
             * @example Ukuran apa?
             */
            question: string;
            /**
             * @description 2 to 12 distinct options, up to 100 characters each (a vote names an option by its text)
             * @example [
             *       "S",
             *       "M",
             *       "L"
             *     ]
             */
            options: string[];
            /**
             * @description true: a voter may choose several options; false (default): one
             * @default false
             */
            multipleAnswers?: boolean;
            /**
             * @description Shows “typing…” (“recording…” before a voice note) this long first, then sends; the answer comes that much later
             * @example 3000
             */
            typingMs?: number;
        } & (unknown | unknown);
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890"
         *     }
         */
        ReadChat: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description International format without "+": country code first, 8 to 15 digits
             * @example 6281234567890
             */
            phoneNumber: string;
            /** @description Messaging-app ids of messages received from the chat; left out: its latest 100 */
            messageIds?: string[];
        };
        /**
         * @example {
         *       "content": "Halo kak, pesanan Anda *sudah* dikirim."
         *     }
         */
        EditMessage: {
            /**
             * @description The new text (or caption)
             * @example Halo kak, pesanan Anda *sudah* dikirim.
             */
            content: string;
        };
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumber": "6281234567890",
         *       "state": "typing"
         *     }
         */
        ChatPresence: {
            /**
             * @description The sending device; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description International format without "+": country code first, 8 to 15 digits
             * @example 6281234567890
             */
            phoneNumber: string;
            /**
             * @description “typing…”, “recording…” (a voice note), or neither
             * @example typing
             * @enum {string}
             */
            state: "typing" | "recording" | "paused";
        };
        Event: components["schemas"]["MessageInboundEvent"] | components["schemas"]["MessageReceiptEvent"] | components["schemas"]["MessageReactionEvent"] | components["schemas"]["MessageEditedEvent"] | components["schemas"]["MessageRevokedEvent"] | components["schemas"]["MessageUndeliveredEvent"] | components["schemas"]["HistoryImportedEvent"] | components["schemas"]["PollVoteEvent"] | components["schemas"]["CallReceivedEvent"] | components["schemas"]["DeviceStatusEvent"] | components["schemas"]["ConversationAssignedEvent"] | components["schemas"]["BroadcastCompletedEvent"] | components["schemas"]["GroupParticipantsEvent"] | components["schemas"]["GroupUpdatedEvent"] | components["schemas"]["WebhookTestEvent"];
        NumberCheck: {
            /** @example 6281234567890 */
            phoneNumber: string;
            /** @description Whether the number has a WhatsApp account */
            exists: boolean;
            /**
             * @description The account’s JID when it exists, else null
             * @example 6281234567890@s.whatsapp.net
             */
            jid: string | null;
        };
        /**
         * @example {
         *       "deviceId": "dev_8fK2mQ9xLr4TbZ1cWp7n",
         *       "phoneNumbers": [
         *         "6281234567890",
         *         "6289999999999"
         *       ]
         *     }
         */
        CheckNumbers: {
            /**
             * @description The device that asks; it must be CONNECTED
             * @example dev_8fK2mQ9xLr4TbZ1cWp7n
             */
            deviceId: string;
            /**
             * @description 1 to 50 numbers
             * @example [
             *       "6281234567890",
             *       "6289999999999"
             *     ]
             */
            phoneNumbers: string[];
        };
        GroupSummary: {
            /**
             * @description The group’s JID: the `groupId` of a send
             * @example 120363041234567890@g.us
             */
            id: string;
            /** @example Pelanggan Toko Sinar */
            subject: string;
            /** @description How many participants it has */
            size: number;
        };
        GroupDetails: {
            /** @example 120363041234567890@g.us */
            id: string;
            subject: string;
            /** @description Null when the group has none */
            description: string | null;
            /** @description Who made the group (phone digits), when WhatsApp tells it */
            owner: string | null;
            /**
             * Format: date-time
             * @description When the group was made
             */
            createdAt: string | null;
            /** @description Only admins may send messages */
            onlyAdminsSend: boolean;
            /** @description Only admins may change the subject, description and picture */
            onlyAdminsEdit: boolean;
            participants: {
                /** @description Phone digits; null when WhatsApp hides the number (then `lid` names them) */
                phoneNumber: string | null;
                /** @description The participant’s LID digits, when WhatsApp told it */
                lid: string | null;
                /** @enum {string|null} */
                admin: "admin" | "superadmin" | null;
            }[];
        };
        /**
         * @example {
         *       "subject": "Reseller Bandung",
         *       "participants": [
         *         "6281234567890",
         *         "6289876543210"
         *       ]
         *     }
         */
        CreateGroup: {
            /**
             * @description The group’s name: 1 to 100 characters
             * @example Reseller Bandung
             */
            subject: string;
            /**
             * @description The people to add besides the device’s account (1 to 256); WhatsApp leaves out numbers without an account, and people whose privacy settings refuse to be added (send them the invite link)
             * @example [
             *       "6281234567890",
             *       "6289876543210"
             *     ]
             */
            participants: string[];
        };
        GroupParticipantResult: {
            /** @example 6281234567890 */
            phoneNumber: string;
            /** @description Whether WhatsApp made the change for this person */
            changed: boolean;
            /** @description WhatsApp’s code when it did not (403, 404, 408, 409…); null when it did */
            code: number | null;
            /** @description Why not, in words; null when it did */
            reason: string | null;
        };
        /**
         * @example {
         *       "action": "add",
         *       "participants": [
         *         "6281234567890"
         *       ]
         *     }
         */
        ChangeGroupParticipants: {
            /**
             * @description `add`, `remove`, `promote` (make admin) or `demote`
             * @enum {string}
             */
            action: "add" | "remove" | "promote" | "demote";
            /**
             * @description 1 to 256 phone numbers
             * @example [
             *       "6281234567890",
             *       "6289876543210"
             *     ]
             */
            participants: string[];
        };
        /**
         * @example {
         *       "subject": "Reseller Jabar"
         *     }
         */
        GroupSubject: {
            /**
             * @description The group’s name: 1 to 100 characters
             * @example Reseller Bandung
             */
            subject: string;
        };
        /**
         * @example {
         *       "description": "Harga grosir diumumkan tiap Senin."
         *     }
         */
        GroupDescription: {
            /**
             * @description Up to 2048 characters; "" removes it
             * @example Harga grosir diumumkan tiap Senin.
             */
            description: string;
        };
        /**
         * @example {
         *       "onlyAdminsSend": true
         *     }
         */
        GroupSettings: {
            /** @description Only admins may send messages */
            onlyAdminsSend?: boolean;
            /** @description Only admins may change the subject, description and picture */
            onlyAdminsEdit?: boolean;
        };
        GroupInviteLink: {
            /** @example F4k3C0d3Ex4mpl3AbCdEf9 */
            code: string;
            /** @example https://chat.whatsapp.com/F4k3C0d3Ex4mpl3AbCdEf9 */
            inviteLink: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
