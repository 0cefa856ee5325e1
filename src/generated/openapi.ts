// Generated from contracts/openapi by openapi-typescript (npm run gen:types). Do not edit.

export interface paths {
    "/v2/registry/devices": {
        parameters: {
            query?: never;
            header: {
                /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
                "X-Service-Project": components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List devices */
        get: operations["listDevices"];
        put?: never;
        /** Create a device */
        post: operations["createDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/registry/devices/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
                "X-Service-Project": components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** Get one device */
        get: operations["getDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A device (spec §2 gives `id` and `tags`; every other field is a convention). */
        Device: {
            created_at: components["schemas"]["Timestamp"];
            id: string;
            /** @description 15 digits with a Luhn check digit */
            imei: string | null;
            manufacturer: string;
            model: string;
            name: string;
            /** @enum {string} */
            platform: "ios" | "android" | "windows" | "macos" | "linux" | "other";
            serial_number: string;
            tags: components["schemas"]["Tag"][];
            updated_at: components["schemas"]["Timestamp"];
        };
        DeviceCreate: {
            imei?: string | null;
            /** @default  */
            manufacturer: string;
            /** @default  */
            model: string;
            name: string;
            /**
             * @default other
             * @enum {string}
             */
            platform: "ios" | "android" | "windows" | "macos" | "linux" | "other";
            serial_number: string;
            tags?: components["schemas"]["Tag"][];
        };
        DevicePage: {
            data: (components["schemas"]["Device"] | components["schemas"]["Tombstone"])[];
            next_cursor: string | null;
        };
        FieldError: {
            detail: string;
            /** @enum {string} */
            in: "body" | "query" | "path" | "header";
            /** @description JSON Pointer (RFC 6901) as a URI fragment */
            pointer: string;
        };
        /** @description An error (RFC 9457 problem details; the shape is a convention). */
        Problem: {
            code?: string;
            detail?: string;
            errors?: components["schemas"]["FieldError"][];
            instance?: string;
            status: number;
            title: string;
            /** Format: uri-reference */
            type: string;
        } & {
            [key: string]: unknown;
        };
        Tag: string;
        /** Format: date-time */
        Timestamp: string;
        /** @description A deleted object, listed with `include_deleted=true` (a convention). */
        Tombstone: {
            /** @constant */
            deleted: true;
            id: string;
            updated_at: components["schemas"]["Timestamp"];
        };
    };
    responses: {
        /** @description The object has not changed (If-None-Match). */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description An error, as problem details (RFC 9457). */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
        Cursor: string;
        /** @description Makes a repeated call idempotent (spec §4 rule 6). 1-255 visible ASCII characters, kept 24 h (conventions). */
        IdempotencyKey: string;
        /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
        IfMatch: string;
        /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
        IfNoneMatch: string;
        /** @description With `updated_since`, also list deletions as tombstones (a convention). */
        IncludeDeleted: boolean;
        /** @description Page size (a convention). */
        Limit: number;
        /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
        ProjectHeader: string;
        /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
        UpdatedSince: string;
    };
    requestBodies: never;
    headers: {
        /** @description The object's version (RFC 9110 §8.8.3). */
        ETag: string;
        /** @description Remaining units and seconds to reset (IETF RateLimit header fields draft). */
        RateLimit: string;
        /** @description The quota policy (IETF RateLimit header fields draft). */
        RateLimitPolicy: string;
        /** @description Seconds to wait before retrying (RFC 9110 §10.2.3). */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listDevices: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Exact IMEI (15 digits). Field name is a convention. */
                imei?: string;
                /** @description With `updated_since`, also list deletions as tombstones (a convention). */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                /** @description Exact serial number. Field name is a convention. */
                serial_number?: string;
                /** @description Tag filter (spec §4 rule 1): `,` = AND, `|` = OR inside a term, `!` = NOT, e.g. `prod,ios|android,!retired`; repeated parameters are ANDed. Syntax is a convention. */
                tags?: string[];
                /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header: {
                /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
                "X-Service-Project": components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of devices in change order. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicePage"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes a repeated call idempotent (spec §4 rule 6). 1-255 visible ASCII characters, kept 24 h (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
                "X-Service-Project": components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCreate"];
            };
        };
        responses: {
            /** @description The created device. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new device */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description The project the call is made for (spec §5 rule 3). Required on every call in the sandbox (a convention). */
                "X-Service-Project": components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            304: components["responses"]["NotModified"];
            default: components["responses"]["Problem"];
        };
    };
}
