// Generated from contracts/openapi by openapi-typescript (npm run gen:types). Do not edit.

export interface paths {
    "/events/deliveries": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** The project's recent deliveries with every attempt, newest first */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description The delivery's id, which is also its `webhook-id` header. */
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        /** One delivery with every attempt */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description The delivery's id, which is also its `webhook-id` header. */
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the delivery again now, with the same webhook-id and a fresh retry schedule */
        post: operations["redeliverDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List the project's webhook subscriptions */
        get: operations["listSubscriptions"];
        put?: never;
        /** Subscribe an endpoint to event types; answers the signing secret, once */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        /** Get one subscription (without its secret) */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /** Delete a subscription; its pending deliveries fail */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        /** Change the URL, event types, description, or enable/disable */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/events/subscriptions/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New signing secret; the old one keeps signing beside it for 24 hours */
        post: operations["rotateSubscriptionSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/subscriptions/{id}/test": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an example event to the subscription's endpoint */
        post: operations["testSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/types": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** The catalogue of event types, with the JSON Schema of each payload */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graphql": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Run a GraphQL query (GraphQL over HTTP, GET)
         * @description Queries only: a mutation over GET answers 405 with `Allow: POST`. A browser (Accept
         *     text/html, no `query` parameter) gets GraphiQL instead, without a token.
         */
        get: operations["graphqlQuery"];
        put?: never;
        /**
         * Run a GraphQL query or mutation (GraphQL over HTTP, POST)
         * @description Mutations also need the graph.write permission (403 otherwise).
         */
        post: operations["graphqlRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graphql/subgraphs/{name}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description A subgraph: articles, tickets or links. */
                name: string;
            };
            cookie?: never;
        };
        /** Query one subgraph as a federation gateway does (`_service`, `_entities`) */
        get: operations["graphqlSubgraphQuery"];
        put?: never;
        /** Query one subgraph as a federation gateway does (`_service`, `_entities`) */
        post: operations["graphqlSubgraphRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/compliance": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** Installations against seats for every license */
        get: operations["listLicenseCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/licenses": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List licenses */
        get: operations["listLicenses"];
        put?: never;
        /** Create a license */
        post: operations["createLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/licenses/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** Get one license */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        /** Delete a license, releasing its seats and unlinking its installations */
        delete: operations["deleteLicense"];
        options?: never;
        head?: never;
        /**
         * Change a license
         * @description Fields given replace the stored ones (JSON merge semantics, no null for required fields). Lowering `seats` below the seats in use → 409.
         */
        patch: operations["updateLicense"];
        trace?: never;
    };
    "/v1/assets/licenses/{id}/assignments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** The seats of a license and who holds them */
        get: operations["listLicenseAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/licenses/{id}/compliance": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** Installations against seats for one license */
        get: operations["getLicenseCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/licenses/assign": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a license seat to a user or a project
         * @description Takes one seat of the license for the assignee. Assigning an assignee that already holds a seat
         *     is idempotent: 200 with the existing assignment, no second seat. No seat left → 409 with
         *     `seats` and `seats_used`; a license outside its validity window on the virtual clock → 409;
         *     unknown license → 404; unknown user or project, or a user deactivated through SCIM → 422
         *     (seats held before the deactivation are kept). The body shape is a convention.
         */
        post: operations["assignLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/licenses/unassign": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the seat a user or a project holds */
        post: operations["unassignLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/software": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List installed software */
        get: operations["listSoftware"];
        put?: never;
        /** Record an installation */
        post: operations["createSoftware"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/software/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        /** Get one software item */
        get: operations["getSoftware"];
        put?: never;
        post?: never;
        /** Remove a software item (uninstalled) */
        delete: operations["deleteSoftware"];
        options?: never;
        head?: never;
        /**
         * Change a software item
         * @description Fields given replace the stored ones; `user_id` and `license_id` may be set to null.
         */
        patch: operations["updateSoftware"];
        trace?: never;
    };
    "/v2/registry/devices": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List devices
         * @description Devices in change order (the project's sequence), so that `updated_since` plus `cursor` is an
         *     incremental sync that never misses a change. `imei` and `serial_number` are exact lookups
         *     (live devices only); `tags` is the tag filter of spec §4 rule 1.
         */
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
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
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
        /**
         * Delete a device
         * @description Leaves a tombstone, listed with `updated_since` and `include_deleted=true`. `If-Match` makes it conditional.
         */
        delete: operations["deleteDevice"];
        options?: never;
        head?: never;
        /**
         * Update a device
         * @description Changes the given fields; `tags` replaces the set. `If-Match` makes it conditional (412 on mismatch). A patch that changes nothing keeps the version.
         */
        patch: operations["updateDevice"];
        trace?: never;
    };
    "/v2/registry/devices/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch operation on devices
         * @description `op: patch` (spec §4) changes `tags` (and, as a convention, the other writable fields) of
         *     each item; `create` and `delete` are conventions. At most 500 items; more is a 413 and
         *     nothing is applied. A processed call answers 207, always: each item is applied on its own
         *     and carries its own status (200 patched, 201 created, 204 deleted, 404 unknown id,
         *     409 conflicting change, 422 invalid item). Weighs 10 in the quota and the rate limit.
         */
        post: operations["bulkDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/registry/requests": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List requests */
        get: operations["listRequests"];
        put?: never;
        /** Create a request */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/registry/requests/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** Get one request */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        /** Delete a request */
        delete: operations["deleteRequest"];
        options?: never;
        head?: never;
        /**
         * Update one request
         * @description Changes the given fields. A status move outside the transition table is a 409; an unknown device, or an unknown or deactivated user as the new assignee, is a 422; `If-Match` makes it conditional (412).
         */
        patch: operations["updateRequest"];
        trace?: never;
    };
    "/v2/registry/requests/bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change status and assignee of many requests at once
         * @description An array of `{id, status?, assignee_id?}` (the shape is a convention), at most 500; more is
         *     a 413 and nothing is applied. A processed call answers 207, always, one result per item in
         *     input order: 200 changed, 404 unknown id, 409 status move not allowed, 422 invalid item,
         *     unknown or deactivated assignee. Each item is applied on its own. Weighs 10 in the quota and the rate limit.
         */
        patch: operations["bulkUpdateRequests"];
        trace?: never;
    };
    "/v3/auth/roles": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List the roles of the project (built-in and custom) */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/roles/{name}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                name: components["schemas"]["RoleName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Create a custom role, or replace its description and permissions
         * @description 201 when the role is new, 200 when it replaced one (RFC 9110 §9.3.4). If-Match guards a replace. Built-in roles cannot be changed (409).
         */
        put: operations["putRole"];
        post?: never;
        /** Delete a custom role no user holds */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Bulk": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Many operations in one request (RFC 7644 §3.7)
         * @description Answers 200 with one result per operation (RFC 7644 §3.7.3); over maxOperations or maxPayloadSize → 413 and nothing is applied.
         */
        post: operations["scimBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Groups": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List or filter Groups (RFC 7644 §3.4.2) */
        get: operations["scimListGroups"];
        put?: never;
        /** Create a Group (RFC 7644 §3.3) */
        post: operations["scimCreateGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Groups/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /** Get a Group (RFC 7644 §3.4.1) */
        get: operations["scimGetGroup"];
        /** Replace a Group (RFC 7644 §3.5.1) */
        put: operations["scimReplaceGroup"];
        post?: never;
        /** Delete a Group (RFC 7644 §3.6) */
        delete: operations["scimDeleteGroup"];
        options?: never;
        head?: never;
        /** Modify a Group with add, remove and replace operations (RFC 7644 §3.5.2) */
        patch: operations["scimPatchGroup"];
        trace?: never;
    };
    "/v3/auth/scim/v2/ResourceTypes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** The resource types (RFC 7644 §4) */
        get: operations["scimResourceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/ResourceTypes/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /** One resource type, by name (RFC 7644 §4) */
        get: operations["scimGetResourceType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Schemas": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** The schemas (RFC 7644 §4, RFC 7643 §7) */
        get: operations["scimSchemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Schemas/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /** One schema, by its URN (RFC 7644 §4, RFC 7643 §7) */
        get: operations["scimGetSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/ServiceProviderConfig": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** What this SCIM service supports (RFC 7644 §4) */
        get: operations["scimServiceProviderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Users": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** List or filter Users (RFC 7644 §3.4.2) */
        get: operations["scimListUsers"];
        put?: never;
        /** Create a User (RFC 7644 §3.3) */
        post: operations["scimCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/scim/v2/Users/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /** Get a User (RFC 7644 §3.4.1) */
        get: operations["scimGetUser"];
        /** Replace a User (RFC 7644 §3.5.1) */
        put: operations["scimReplaceUser"];
        post?: never;
        /** Delete a User (RFC 7644 §3.6) */
        delete: operations["scimDeleteUser"];
        options?: never;
        head?: never;
        /** Modify a User with add, remove and replace operations (RFC 7644 §3.5.2) */
        patch: operations["scimPatchUser"];
        trace?: never;
    };
    "/v3/auth/sessions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The project's live sessions, provisioning sessions included (no tokens)
         * @description Every live session of the project, oldest first, without its tokens: password sign-ins and
         *     the long-lived provisioning sessions an identity provider's connector uses. `kind` narrows it.
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Sign in (create a session)
         * @description Signs a user of the project in with username and password. Answers an access token (for
         *     `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
         *     throttled per username (429 with Retry-After). Body fields and response shape are conventions.
         *
         *     With `{"refresh_token":"…"}` it refreshes instead (200): a new access token and a new refresh
         *     token; the refresh token is spent, and reusing a spent one revokes the whole session (refresh
         *     token rotation, RFC 9700 §4.14.2). One endpoint for every way to get tokens, as OAuth 2.0's
         *     token endpoint has (RFC 6749 §6); decision 0208.
         *
         *     With `{"kind":"provisioning"}` and the Bearer token of an admin of the project (a role that
         *     grants `auth.admin`), it opens a provisioning session instead: one long-lived token, valid in
         *     this project only and never expiring, for an identity provider's SCIM connector (Entra ID's
         *     or Okta's "secret token"). It is shown once; `DELETE /v3/auth/sessions/{id}` revokes it.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out (delete a session)
         * @description Revokes the session's access and refresh tokens at once. A user may delete their own sessions; an admin any session of the project.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/users/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AuthUserId"];
            };
            cookie?: never;
        };
        /**
         * Get one user (`me`, the user the token belongs to)
         * @description `GET /v3/auth/users/me` is the user the token belongs to, for any role (`auth.self`); any
         *     other id needs `auth.read` (403 insufficient_scope otherwise). A convention (decision 0208).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/users/{id}/role": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AuthUserId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a user's role in the project
         * @description Takes effect at once, also for the tokens the user already holds.
         */
        put: operations["setUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "device.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device was registered. */
        post: operations["onDeviceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "device.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device was deleted; data is its last version, timestamp the moment of deletion. */
        post: operations["onDeviceDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "device.tags_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device's set of tags changed (published after device.updated); data is the device after the change. */
        post: operations["onDeviceTagsChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "device.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device's fields changed (one event per device, also in a bulk patch). */
        post: operations["onDeviceUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.assignee_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A request's assignee changed (published after request.updated). */
        post: operations["onRequestAssigneeChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A request was created. */
        post: operations["onRequestCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A request was deleted; data is its last version, timestamp the moment of deletion. */
        post: operations["onRequestDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A request's status changed (published after request.updated). */
        post: operations["onRequestStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A request's fields changed. */
        post: operations["onRequestUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A session was created. */
        post: operations["onSessionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A session reached its expiry on the virtual clock. */
        post: operations["onSessionExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A session was deleted before it expired. */
        post: operations["onSessionRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signin.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A sign-in was refused. */
        post: operations["onSigninFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signin.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user signed in. */
        post: operations["onSigninSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A device (spec §2 gives `id` and `tags`; every other field is a convention). */
        Device: {
            created_at: components["schemas"]["Timestamp"];
            id: string;
            /** @description The IMEI (15 digits with a Luhn check digit, as `Imei` says for writes), or null. The pattern is not repeated here: openapi-generator's Go client cannot check a pattern on a nullable string and refuses every device it reads (docs/client.md). */
            imei: string | null;
            manufacturer: string;
            model: string;
            name: components["schemas"]["DeviceName"];
            platform: components["schemas"]["Platform"];
            serial_number: components["schemas"]["SerialNumber"];
            tags: components["schemas"]["TagSet"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description `op: create` (a convention): each item is a new device. */
        DeviceBulkCreate: {
            items: components["schemas"]["DeviceCreate"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            op: "create";
        };
        /** @description `op: delete` (a convention): each item names a device to delete. */
        DeviceBulkDelete: {
            items: components["schemas"]["DeviceBulkDeleteItem"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            op: "delete";
        };
        /** @description An item of `op: delete` (a convention). */
        DeviceBulkDeleteItem: {
            id: string;
        };
        /** @description `op: patch` (spec §4): each item names a device and the fields to change. */
        DeviceBulkPatch: {
            items: components["schemas"]["DeviceBulkPatchItem"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            op: "patch";
        };
        /** @description An item of `op: patch`: `id` and `tags` (spec §4); the other writable fields are conventions. */
        DeviceBulkPatchItem: {
            id: string;
            imei?: components["schemas"]["Imei"];
            manufacturer?: string;
            model?: string;
            name?: components["schemas"]["DeviceName"];
            platform?: components["schemas"]["Platform"];
            serial_number?: components["schemas"]["SerialNumber"];
            tags?: components["schemas"]["TagSet"];
        };
        /**
         * @description `op` names the operation: `patch` (spec §4) or, as conventions, `create` and `delete`;
         *     the items are typed by `op`. The request is refused as a whole only when it is not this
         *     envelope (`{op, items: [at most 500]}`): each item is checked on its own, and an item that
         *     is not an object or not the op's shape is reported 422 in its own result while the other
         *     items are still applied (spec §7 rule 1).
         */
        DeviceBulkRequest: components["schemas"]["DeviceBulkPatch"] | components["schemas"]["DeviceBulkCreate"] | components["schemas"]["DeviceBulkDelete"];
        DeviceCreate: {
            imei?: components["schemas"]["Imei"];
            /** @default  */
            manufacturer?: string;
            /** @default  */
            model?: string;
            name: components["schemas"]["DeviceName"];
            /** @default other */
            platform?: components["schemas"]["Platform"];
            serial_number: components["schemas"]["SerialNumber"];
            tags?: components["schemas"]["TagSet"];
        };
        /** @description The body of a `device.created` delivery. */
        DeviceCreatedEvent: {
            data: components["schemas"]["Device"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "device.created";
        };
        /** @description The body of a `device.deleted` delivery. */
        DeviceDeletedEvent: {
            data: components["schemas"]["Device"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "device.deleted";
        };
        DeviceName: string;
        DevicePage: {
            data: (components["schemas"]["Device"] | components["schemas"]["Tombstone"])[];
            next_cursor: string | null;
        };
        /** @description The fields to change; `tags` replaces the set. */
        DevicePatch: {
            imei?: components["schemas"]["Imei"];
            manufacturer?: string;
            model?: string;
            name?: components["schemas"]["DeviceName"];
            platform?: components["schemas"]["Platform"];
            serial_number?: components["schemas"]["SerialNumber"];
            tags?: components["schemas"]["TagSet"];
        };
        /** @description The body of a `device.tags_changed` delivery. */
        DeviceTagsChangedEvent: {
            data: components["schemas"]["Device"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "device.tags_changed";
        };
        /** @description The body of a `device.updated` delivery. */
        DeviceUpdatedEvent: {
            data: components["schemas"]["Device"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "device.updated";
        };
        EventSessionCreated: {
            expires_at: components["schemas"]["Timestamp"];
            refresh_expires_at: components["schemas"]["Timestamp"];
            session_id: string;
            user_id: string;
        };
        /** @description The virtual clock passed the end of a session (its refresh token's expiry). */
        EventSessionExpired: {
            expired_at: components["schemas"]["Timestamp"];
            session_id: string;
            user_id: string;
        };
        /** @description A session ended before its expiry. */
        EventSessionRevoked: {
            /** @enum {string} */
            reason: "signed_out" | "user_deactivated" | "user_deleted" | "refresh_token_reused" | "evicted";
            session_id: string;
            user_id: string;
        };
        /** @description A sign-in was refused; `user_id` is null when no such user exists. */
        EventSigninFailed: {
            /** @enum {string} */
            reason: "invalid_credentials" | "user_inactive" | "throttled";
            user_id: string | null;
            username: string;
        };
        /** @description A sign-in created a session (docs/auth.md). */
        EventSigninSucceeded: {
            session_id: string;
            user_id: string;
            username: string;
        };
        EventType: {
            description: string;
            emitted_by?: string[];
            /** @description JSON Schema (2020-12) of the whole payload `{type, timestamp, data}` */
            schema: {
                [key: string]: unknown;
            };
            type: components["schemas"]["EventTypeName"];
        };
        EventTypeList: {
            data: components["schemas"]["EventType"][];
        };
        EventTypeName: string;
        FieldError: {
            detail: string;
            /** @enum {string} */
            in: "body" | "query" | "path" | "header";
            /** @description JSON Pointer (RFC 6901) as a URI fragment */
            pointer: string;
        };
        /** @description A request the graph refused, as GraphQL errors (no `data`); each carries `extensions.code` and `extensions.status`. */
        GraphQLErrorBody: {
            errors: components["schemas"]["GraphQLErrorList"];
            extensions?: Record<string, never>;
        };
        GraphQLErrorList: {
            extensions?: Record<string, never>;
            locations?: {
                column: number;
                line: number;
            }[];
            message: string;
            /** @description Field names and list indexes from the root to the field that failed. */
            path?: (string | number)[];
        }[];
        /** @description A GraphQL-over-HTTP request (JSON encoding). Other members are ignored. */
        GraphQLRequest: {
            extensions?: Record<string, never> | null;
            operationName?: string | null;
            query: string;
            variables?: Record<string, never> | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A GraphQL response (data and/or errors); errors carry `extensions.code` and `extensions.status`. */
        GraphQLResponseBody: {
            data?: Record<string, never> | null;
            errors?: components["schemas"]["GraphQLErrorList"];
            extensions?: Record<string, never>;
        };
        /** @description 15 digits with a Luhn check digit */
        Imei: string | null;
        /** @description A software license (spec §2 names the resource; every field is a convention). */
        License: {
            created_at: components["schemas"]["Timestamp"];
            id: string;
            kind: components["schemas"]["LicenseKind"];
            product: string;
            /** @description Seats bought; null = unlimited (site licenses only). */
            seats: number | null;
            /** @description Seats left; null when unlimited. */
            seats_available: number | null;
            /** @description Seats assigned now. */
            seats_used: number;
            updated_at: components["schemas"]["Timestamp"];
            valid_from: components["schemas"]["Timestamp"];
            /** @description End of validity (exclusive); null = perpetual. */
            valid_until: string | null;
            validity: components["schemas"]["LicenseValidity"];
            vendor: string;
        };
        /** @description Which license, and which user or project holds (or is to hold) a seat of it. */
        LicenseAssigneeRef: {
            assignee_id: string;
            assignee_type: components["schemas"]["LicenseAssigneeType"];
            license_id: string;
        };
        /** @enum {string} */
        LicenseAssigneeType: "user" | "project";
        /** @description One seat of a license, held by a user or a project. */
        LicenseAssignment: {
            assignee_id: string;
            assignee_type: components["schemas"]["LicenseAssigneeType"];
            created_at: components["schemas"]["Timestamp"];
            id: string;
            license_id: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        LicenseAssignmentPage: {
            data: components["schemas"]["LicenseAssignment"][];
            next_cursor: string | null;
        };
        LicenseAssignmentResult: {
            assignment: components["schemas"]["LicenseAssignment"];
            license: components["schemas"]["License"];
        };
        LicenseCompliance: {
            checked_at: components["schemas"]["Timestamp"];
            /** @description Installations the license allows now; 0 outside its validity window, null when unlimited. */
            entitled: number | null;
            /** @description Software items linked to the license. */
            installations: number;
            /** @description Linked items whose user holds no seat (`per_seat` licenses; 0 otherwise). */
            installations_without_seat: number;
            kind: components["schemas"]["LicenseKind"];
            license_id: string;
            product: string;
            seats: number | null;
            seats_used: number;
            /** @description Installations beyond `entitled`. */
            shortfall: number;
            status: components["schemas"]["LicenseComplianceStatus"];
            /** @description Entitled installations not made. */
            unused: number;
            validity: components["schemas"]["LicenseValidity"];
            vendor: string;
        };
        LicenseCompliancePage: {
            data: components["schemas"]["LicenseCompliance"][];
            next_cursor: string | null;
        };
        /**
         * @description `over_deployed`: more installations than the seats the license entitles to now; `under_used`: fewer; `compliant`: as many, or unlimited.
         * @enum {string}
         */
        LicenseComplianceStatus: "compliant" | "over_deployed" | "under_used";
        LicenseCreate: {
            kind: components["schemas"]["LicenseKind"];
            product: string;
            /** @description Required unless `kind` is `site`. */
            seats?: number | null;
            /**
             * Format: date-time
             * @description Default the moment of creation.
             */
            valid_from?: string;
            /** @description After `valid_from`; null or absent = perpetual. */
            valid_until?: string | null;
            vendor: string;
        };
        /**
         * @description `per_seat` seats go to users, `per_project` seats to projects, a `site` license to either (unlimited when `seats` is null).
         * @enum {string}
         */
        LicenseKind: "per_seat" | "per_project" | "site";
        LicensePage: {
            data: (components["schemas"]["License"] | components["schemas"]["Tombstone"])[];
            next_cursor: string | null;
        };
        LicensePatch: {
            kind?: components["schemas"]["LicenseKind"];
            product?: string;
            seats?: number | null;
            /** Format: date-time */
            valid_from?: string;
            valid_until?: string | null;
            vendor?: string;
        };
        /** @description A problem (RFC 9457) with the license's seat or validity facts as extension members. */
        LicenseProblem: components["schemas"]["Problem"] & {
            license_id?: string;
            seats?: number | null;
            seats_used?: number;
            /** Format: date-time */
            valid_from?: string;
            valid_until?: string | null;
        };
        /**
         * @description Derived from the virtual clock: `pending` before `valid_from`, `expired` from `valid_until` on.
         * @enum {string}
         */
        LicenseValidity: "pending" | "active" | "expired";
        /** @description An operation's `x-permission`, e.g. `registry.write`. */
        Permission: string;
        /** @enum {string} */
        Platform: "ios" | "android" | "windows" | "macos" | "linux" | "other";
        /** @enum {string} */
        Priority: "low" | "normal" | "high" | "urgent";
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
        /** @description A provisioning session and its one token (shown only here). */
        ProvisioningSession: {
            /** @description `spt_<project>~<secret>`: routable (docs/auth.md, Token form). */
            access_token: string;
            created_at: components["schemas"]["Timestamp"];
            description: string | null;
            /** @description Always null; a provisioning session never expires (it is revoked by deleting it). */
            expires_at: string | null;
            id: string;
            /** @constant */
            kind: "provisioning";
            /** @constant */
            token_type: "Bearer";
        };
        ProvisioningSessionCreate: {
            description?: string;
            /** @constant */
            kind: "provisioning";
        };
        RegistryBulkItemError: {
            code: string;
            detail: string;
            errors?: components["schemas"]["FieldError"][];
        };
        RegistryBulkItemResult: {
            error?: components["schemas"]["RegistryBulkItemError"];
            /** @description The object's id (a created object's new id; null when an item names none). */
            id: string | null;
            /** @description The item's position in the request. */
            index: number;
            /** @description The item's own status (values are conventions). */
            status: number;
        };
        /** @description The body of a 207 (spec §4 rule 4; the shape is a convention). */
        RegistryBulkResult: {
            /** @description One result per item, in input order. */
            results: components["schemas"]["RegistryBulkItemResult"][];
            summary: {
                failed: number;
                succeeded: number;
            };
        };
        /** @description A service request (spec §2 gives `id`, a status and an assignee; field names are conventions). */
        Request: {
            /** @description The user (Auth API) working on it. */
            assignee_id: string | null;
            created_at: components["schemas"]["Timestamp"];
            description: string;
            /** @description The device the request is about. */
            device_id: string | null;
            id: string;
            priority: components["schemas"]["Priority"];
            status: components["schemas"]["RequestStatus"];
            title: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The body of a `request.assignee_changed` delivery. */
        RequestAssigneeChangedEvent: {
            data: components["schemas"]["Request"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "request.assignee_changed";
        };
        /** @description An item of the requests bulk call (the shape is a convention); at least one of `status` and `assignee_id`. */
        RequestBulkItem: {
            assignee_id?: string | null;
            id: string;
            status?: components["schemas"]["RequestStatus"];
        };
        /**
         * @description The items (the shape is a convention). The request is refused as a whole only when it is
         *     not an array of at most 500: each item is checked on its own, and an item that is not an
         *     object or not a RequestBulkItem is reported 422 in its own result while the other items are
         *     still applied (spec §7 rule 1).
         */
        RequestBulkRequest: components["schemas"]["RequestBulkItem"][];
        RequestCreate: {
            assignee_id?: string | null;
            /** @default  */
            description?: string;
            device_id?: string | null;
            /** @default normal */
            priority?: components["schemas"]["Priority"];
            /** @default open */
            status?: components["schemas"]["RequestStatus"];
            title: string;
        };
        /** @description The body of a `request.created` delivery. */
        RequestCreatedEvent: {
            data: components["schemas"]["Request"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "request.created";
        };
        /** @description The body of a `request.deleted` delivery. */
        RequestDeletedEvent: {
            data: components["schemas"]["Request"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "request.deleted";
        };
        RequestPage: {
            data: (components["schemas"]["Request"] | components["schemas"]["Tombstone"])[];
            next_cursor: string | null;
        };
        RequestPatch: {
            assignee_id?: string | null;
            description?: string;
            device_id?: string | null;
            priority?: components["schemas"]["Priority"];
            status?: components["schemas"]["RequestStatus"];
            title?: string;
        };
        /**
         * @description Statuses and moves are not shown in the spec (§3); these and the transition table are conventions.
         * @enum {string}
         */
        RequestStatus: "open" | "in_progress" | "on_hold" | "resolved" | "closed" | "cancelled";
        /** @description The body of a `request.status_changed` delivery. */
        RequestStatusChangedEvent: {
            data: components["schemas"]["Request"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "request.status_changed";
        };
        /** @description The body of a `request.updated` delivery. */
        RequestUpdatedEvent: {
            data: components["schemas"]["Request"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "request.updated";
        };
        /** @description A role (spec §2 says roles are a managed resource; fields are conventions). */
        Role: {
            built_in: boolean;
            created_at: string | null;
            description: string;
            name: components["schemas"]["RoleName"];
            permissions: components["schemas"]["Permission"][];
            updated_at: string | null;
        };
        RoleName: string;
        RolePage: {
            data: components["schemas"]["Role"][];
            /** @description Always null; roles are few (at most 100 custom ones) and listed on one page. */
            next_cursor: string | null;
        };
        RolePut: {
            /** @default  */
            description?: string;
            permissions: components["schemas"]["Permission"][];
        };
        ScimAttribute: {
            canonicalValues?: string[];
            caseExact?: boolean;
            description?: string;
            multiValued: boolean;
            /** @enum {unknown} */
            mutability?: "readOnly" | "readWrite" | "immutable" | "writeOnly";
            name: string;
            referenceTypes?: string[];
            required?: boolean;
            /** @enum {unknown} */
            returned?: "always" | "never" | "default" | "request";
            subAttributes?: components["schemas"]["ScimAttribute"][];
            /** @enum {unknown} */
            type: "string" | "boolean" | "decimal" | "integer" | "dateTime" | "reference" | "complex" | "binary";
            /** @enum {unknown} */
            uniqueness?: "none" | "server" | "global";
        };
        ScimBulkResponseMessage: {
            Operations: {
                bulkId?: string;
                location?: string;
                method: string;
                response?: components["schemas"]["ScimError"];
                status: string;
                version?: string;
            }[];
            schemas: "urn:ietf:params:scim:api:messages:2.0:BulkResponse"[];
        };
        /** @description A SCIM error (RFC 7644 §3.12): status is a string. */
        ScimError: {
            detail?: string;
            schemas: "urn:ietf:params:scim:api:messages:2.0:Error"[];
            /** @enum {unknown} */
            scimType?: "invalidFilter" | "tooMany" | "uniqueness" | "mutability" | "invalidSyntax" | "invalidPath" | "noTarget" | "invalidValue" | "invalidVers" | "sensitive";
            status: string;
        };
        /** @description A SCIM Group (RFC 7643 §4.2). */
        ScimGroup: {
            displayName?: string;
            externalId?: string;
            id: string;
            members?: ({
                display?: string;
                /** @enum {unknown} */
                type?: "User" | "Group";
                value?: string;
            } & {
                [key: string]: string;
            })[];
            meta?: components["schemas"]["ScimMeta"];
            schemas: string[];
        };
        ScimGroupList: {
            itemsPerPage: number;
            Resources: components["schemas"]["ScimGroup"][];
            schemas: "urn:ietf:params:scim:api:messages:2.0:ListResponse"[];
            startIndex: number;
            totalResults: number;
        };
        ScimMeta: {
            /** Format: date-time */
            created?: string;
            /** Format: date-time */
            lastModified?: string;
            location?: string;
            resourceType?: string;
            version?: string;
        };
        ScimMultiValue: {
            display?: string;
            primary?: boolean;
            type?: string;
            value?: string;
        };
        ScimResourceType: {
            description?: string;
            endpoint: string;
            id: string;
            meta?: components["schemas"]["ScimMeta"];
            name: string;
            schema: string;
            schemaExtensions?: {
                required: boolean;
                schema: string;
            }[];
            schemas: string[];
        };
        ScimResourceTypeList: {
            itemsPerPage: number;
            Resources: components["schemas"]["ScimResourceType"][];
            schemas: "urn:ietf:params:scim:api:messages:2.0:ListResponse"[];
            startIndex: number;
            totalResults: number;
        };
        ScimSchema: {
            attributes: components["schemas"]["ScimAttribute"][];
            description?: string;
            id: string;
            meta?: components["schemas"]["ScimMeta"];
            name?: string;
            schemas: string[];
        };
        ScimSchemaList: {
            itemsPerPage: number;
            Resources: components["schemas"]["ScimSchema"][];
            schemas: "urn:ietf:params:scim:api:messages:2.0:ListResponse"[];
            startIndex: number;
            totalResults: number;
        };
        ScimServiceProviderConfig: {
            authenticationSchemes: {
                description: string;
                documentationUri?: string;
                name: string;
                primary?: boolean;
                specUri?: string;
                type: string;
            }[];
            bulk: {
                maxOperations: number;
                maxPayloadSize: number;
                supported: boolean;
            };
            changePassword: {
                supported: boolean;
            };
            documentationUri?: string;
            etag: {
                supported: boolean;
            };
            filter: {
                maxResults: number;
                supported: boolean;
            };
            meta?: components["schemas"]["ScimMeta"];
            patch: {
                supported: boolean;
            };
            schemas: string[];
            sort: {
                supported: boolean;
            };
        };
        /** @description A SCIM User (RFC 7643 §4.1) with the enterprise extension (§4.3). The password is never returned. */
        ScimUser: {
            active?: boolean;
            addresses?: {
                country?: string;
                formatted?: string;
                locality?: string;
                postalCode?: string;
                primary?: boolean;
                region?: string;
                streetAddress?: string;
                type?: string;
            }[];
            displayName?: string;
            emails?: components["schemas"]["ScimMultiValue"][];
            entitlements?: components["schemas"]["ScimMultiValue"][];
            externalId?: string;
            groups?: ({
                display?: string;
                type?: string;
                value: string;
            } & {
                [key: string]: string;
            })[];
            id: string;
            ims?: components["schemas"]["ScimMultiValue"][];
            locale?: string;
            meta?: components["schemas"]["ScimMeta"];
            name?: {
                familyName?: string;
                formatted?: string;
                givenName?: string;
                honorificPrefix?: string;
                honorificSuffix?: string;
                middleName?: string;
            };
            nickName?: string;
            /** @description Write-only (RFC 7643 §4.1.1, returned "never"); the sandbox never answers it. */
            password?: string;
            phoneNumbers?: components["schemas"]["ScimMultiValue"][];
            photos?: components["schemas"]["ScimMultiValue"][];
            preferredLanguage?: string;
            profileUrl?: string;
            roles?: components["schemas"]["ScimMultiValue"][];
            schemas: string[];
            timezone?: string;
            title?: string;
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"?: {
                costCenter?: string;
                department?: string;
                division?: string;
                employeeNumber?: string;
                manager?: {
                    displayName?: string;
                    value?: string;
                } & {
                    [key: string]: string;
                };
                organization?: string;
            };
            userName?: string;
            userType?: string;
            x509Certificates?: components["schemas"]["ScimMultiValue"][];
        };
        ScimUserList: {
            itemsPerPage: number;
            Resources: components["schemas"]["ScimUser"][];
            schemas: "urn:ietf:params:scim:api:messages:2.0:ListResponse"[];
            startIndex: number;
            totalResults: number;
        };
        SerialNumber: string;
        /** @description A session (spec §2 gives `id`; every other field is a convention). */
        Session: {
            access_token: string;
            expires_at: components["schemas"]["Timestamp"];
            id: string;
            refresh_expires_at: components["schemas"]["Timestamp"];
            refresh_token: string;
            /** @constant */
            token_type: "Bearer";
            user: components["schemas"]["User"];
            user_id: string;
        };
        SessionCreate: {
            password: string;
            username: string;
        };
        /** @description The body of a `session.created` delivery. */
        SessionCreatedEvent: {
            data: components["schemas"]["EventSessionCreated"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session.created";
        };
        /** @description The body of a `session.expired` delivery. */
        SessionExpiredEvent: {
            data: components["schemas"]["EventSessionExpired"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session.expired";
        };
        SessionList: {
            data: components["schemas"]["SessionSummary"][];
            /** @description Always null; every live session is on one page. */
            next_cursor: string | null;
        };
        SessionRefresh: {
            refresh_token: string;
        };
        /** @description The body of `POST /v3/auth/sessions`: a sign-in, a refresh, or a provisioning session. */
        SessionRequest: components["schemas"]["SessionCreate"] | components["schemas"]["SessionRefresh"] | components["schemas"]["ProvisioningSessionCreate"];
        /** @description What `POST /v3/auth/sessions` answers: a signed-in user's session (`Session`, also after a refresh) or a provisioning session (`ProvisioningSession`). One schema for 200 and 201, so that generators that type an operation by its first success read both. */
        SessionResult: components["schemas"]["Session"] | components["schemas"]["ProvisioningSession"];
        /** @description The body of a `session.revoked` delivery. */
        SessionRevokedEvent: {
            data: components["schemas"]["EventSessionRevoked"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session.revoked";
        };
        /** @description A live session without its tokens. */
        SessionSummary: {
            created_at: components["schemas"]["Timestamp"];
            description: string | null;
            /** @description When the session ends unless refreshed; null for a provisioning session. */
            expires_at: string | null;
            id: string;
            /** @enum {string} */
            kind: "password" | "provisioning";
            /** @description The signed-in user; null for a provisioning session. */
            user_id: string | null;
        };
        /** @description The body of a `signin.failed` delivery. */
        SigninFailedEvent: {
            data: components["schemas"]["EventSigninFailed"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "signin.failed";
        };
        /** @description The body of a `signin.succeeded` delivery. */
        SigninSucceededEvent: {
            data: components["schemas"]["EventSigninSucceeded"];
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "signin.succeeded";
        };
        /** @description One installation of a software product on a Registry device. */
        SoftwareItem: {
            created_at: components["schemas"]["Timestamp"];
            /** @description A device of the Registry (`/v2/registry/devices/{id}`). */
            device_id: string;
            id: string;
            installed_at: components["schemas"]["Timestamp"];
            /** @description The license that covers it, if any. */
            license_id: string | null;
            name: string;
            publisher: string;
            updated_at: components["schemas"]["Timestamp"];
            /** @description The user who uses it (Auth API), if known. */
            user_id: string | null;
            version: string;
        };
        SoftwareItemCreate: {
            device_id: string;
            /**
             * Format: date-time
             * @description Default the moment of creation; not in the future.
             */
            installed_at?: string;
            license_id?: string | null;
            name: string;
            publisher: string;
            user_id?: string | null;
            version: string;
        };
        SoftwareItemPage: {
            data: (components["schemas"]["SoftwareItem"] | components["schemas"]["Tombstone"])[];
            next_cursor: string | null;
        };
        SoftwareItemPatch: {
            device_id?: string;
            /** Format: date-time */
            installed_at?: string;
            license_id?: string | null;
            name?: string;
            publisher?: string;
            user_id?: string | null;
            version?: string;
        };
        Tag: string;
        /** @description A set of tags (spec §2); in a patch it replaces the device's set. */
        TagSet: components["schemas"]["Tag"][];
        /** Format: date-time */
        Timestamp: string;
        /** @description A deleted object, listed with `include_deleted=true` (a convention). */
        Tombstone: {
            /** @constant */
            deleted: true;
            id: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description A user of the project (spec §2 gives `id`; every other field is a convention). The same user is a SCIM User resource. */
        User: {
            active: boolean;
            created_at: components["schemas"]["Timestamp"];
            display_name: string | null;
            /** @description The primary (else the first) email address. */
            email: string | null;
            id: string;
            role: components["schemas"]["RoleName"];
            updated_at: components["schemas"]["Timestamp"];
            username: string;
        };
        UserRoleSet: {
            role: components["schemas"]["RoleName"];
        };
        WebhookAttempt: {
            at: components["schemas"]["Timestamp"];
            attempt: number;
            /** @description An extra copy sent by a `webhook_duplicate` fault. */
            duplicate: boolean;
            error: string | null;
            response_body_excerpt: string;
            response_time_ms: number;
            /** @description null when no response came (timeout, connection error, injected drop). */
            status_code: number | null;
        };
        WebhookDelivery: {
            attempts: components["schemas"]["WebhookAttempt"][];
            created_at: components["schemas"]["Timestamp"];
            event_type: string;
            /** @description The `webhook-id` of every attempt. */
            id: string;
            /** @description Fault kinds a scenario applied. */
            injected_faults: string[];
            next_attempt_at: components["schemas"]["Timestamp"] | null;
            /** @description The body sent: the event of its type, as `webhooks` describes it (the catalogue in force decides the types). */
            payload: components["schemas"]["DeviceCreatedEvent"] | components["schemas"]["DeviceUpdatedEvent"] | components["schemas"]["DeviceDeletedEvent"] | components["schemas"]["DeviceTagsChangedEvent"] | components["schemas"]["RequestCreatedEvent"] | components["schemas"]["RequestUpdatedEvent"] | components["schemas"]["RequestDeletedEvent"] | components["schemas"]["RequestStatusChangedEvent"] | components["schemas"]["RequestAssigneeChangedEvent"] | components["schemas"]["SigninSucceededEvent"] | components["schemas"]["SigninFailedEvent"] | components["schemas"]["SessionCreatedEvent"] | components["schemas"]["SessionRevokedEvent"] | components["schemas"]["SessionExpiredEvent"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            subscription_id: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            next_cursor: string | null;
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /**
         * @description An event type of the catalogue in force, or `*` for all of them.
         * @enum {string}
         */
        WebhookEventTypeName: "device.created" | "device.updated" | "device.deleted" | "device.tags_changed" | "request.created" | "request.updated" | "request.deleted" | "request.status_changed" | "request.assignee_changed" | "signin.succeeded" | "signin.failed" | "session.created" | "session.revoked" | "session.expired" | "*";
        /** @description Event types from `/events/types`, or `["*"]` for all of them. */
        WebhookEventTypes: components["schemas"]["WebhookEventTypeName"][];
        WebhookSecret: {
            previous_secret_expires_at: components["schemas"]["Timestamp"];
            secret: components["schemas"]["WebhookSecretValue"];
        };
        /** @description Standard Webhooks secret; verify deliveries with it (e.g. the `standardwebhooks` package). */
        WebhookSecretValue: string;
        WebhookSubscription: {
            created_at: components["schemas"]["Timestamp"];
            description: string;
            /** @description Why the sandbox disabled it: `gone` (the endpoint answered 410), `failing` (failing for 5 days), or `manual`. */
            disabled_reason: string | null;
            enabled: boolean;
            event_types: components["schemas"]["WebhookEventTypes"];
            /** @description Start of the current run of failed attempts. */
            failing_since: components["schemas"]["Timestamp"] | null;
            id: string;
            updated_at: components["schemas"]["Timestamp"];
            url: components["schemas"]["WebhookUrl"];
        };
        WebhookSubscriptionCreate: {
            /** @default  */
            description?: string;
            event_types: components["schemas"]["WebhookEventTypes"];
            url: components["schemas"]["WebhookUrl"];
        };
        /** @description The subscription and its signing secret, shown only here and on rotation. */
        WebhookSubscriptionCreated: {
            created_at: components["schemas"]["Timestamp"];
            description: string;
            /** @description Why the sandbox disabled it: `gone` (the endpoint answered 410), `failing` (failing for 5 days), or `manual`. */
            disabled_reason: string | null;
            enabled: boolean;
            event_types: components["schemas"]["WebhookEventTypes"];
            /** @description Start of the current run of failed attempts. */
            failing_since: components["schemas"]["Timestamp"] | null;
            id: string;
            secret: components["schemas"]["WebhookSecretValue"];
            updated_at: components["schemas"]["Timestamp"];
            url: components["schemas"]["WebhookUrl"];
        };
        WebhookSubscriptionPage: {
            data: components["schemas"]["WebhookSubscription"][];
            next_cursor: string | null;
        };
        WebhookSubscriptionUpdate: {
            description?: string;
            /** @description `true` re-enables a disabled subscription and clears its failure record. */
            enabled?: boolean;
            event_types?: components["schemas"]["WebhookEventTypes"];
            url?: components["schemas"]["WebhookUrl"];
        };
        WebhookTestRequest: {
            /** @description Default: the first of the subscription's types (`device.created` for `*`). */
            event_type?: string;
        };
        /** Format: uri */
        WebhookUrl: string;
    };
    responses: {
        /** @description The request is malformed or does not match the contract (syntax, schema, missing X-Service-Project); `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The change conflicts with the current state, or the first request with this Idempotency-Key is still running. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token is not valid for the project, or its role does not grant the operation (`insufficient_scope`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A request the graph refused (auth, project, limits, malformed or invalid documents), as GraphQL errors. */
        GraphQLError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/graphql-response+json": components["schemas"]["GraphQLErrorBody"];
                "application/json": components["schemas"]["GraphQLErrorBody"];
            };
        };
        /** @description A GraphQL response (also for request errors with application/json, as GraphQL over HTTP says). */
        GraphQLResponse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/graphql-response+json": components["schemas"]["GraphQLResponseBody"];
                "application/json": components["schemas"]["GraphQLResponseBody"];
            };
        };
        /** @description The object does not exist (or, in shared mode, the project does not). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The object has not changed (If-None-Match). */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is larger than the limit, or a bulk call has more than 500 items; nothing was applied. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `If-Match` does not name the object's current version (RFC 9110 §13.1.1). */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
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
        /** @description A call without credentials did not send its whole body within the time it is given (`--unauthenticated-body-seconds`); the connection closes. */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An error in the SCIM error schema (RFC 7644 §3.12). The sandbox answers application/scim+json; application/json is allowed too (RFC 7644 §8.1). */
        ScimError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description The token's rate limit (spec §8) or the project's quota is exceeded; retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The access token is missing, invalid, expired or revoked (RFC 6750 §3), or the credentials are wrong. */
        Unauthorized: {
            headers: {
                /** @description `Bearer error="invalid_token"` (RFC 6750 §3). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is well-formed but semantically wrong, or its Idempotency-Key was used with another request. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body's Content-Type is not one the operation takes. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        AssetId: string;
        AuthUserId: string;
        /** @description A repeated bulk call with the same key is idempotent (spec §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
        BulkIdempotencyKey: string;
        /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
        Cursor: string;
        /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
        IdempotencyKey: string;
        /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
        IfMatch: string;
        /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
        IfNoneMatch: string;
        /** @description With `updated_since`, also list deletions as tombstones (a convention). */
        IncludeDeleted: boolean;
        /** @description Page size (a convention). */
        Limit: number;
        /**
         * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
         *     one project (a session's access token, a minted token for one project, a provisioning token),
         *     which implies that project; a header naming another project than such a token's is 403. With a
         *     token valid in several projects, the operator token, or none, the header is required (400
         *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
         */
        ProjectHeader: string;
        /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
        ScimAttributes: string;
        /** @description Results per page; negative counts as 0, above maxResults as maxResults. Not an integer, or beyond 32 bits, is 400 invalidValue. */
        ScimCount: number;
        /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
        ScimDiscoveryCount: string;
        /** @description Not supported on discovery endpoints; answered 403 (RFC 7644 §4, SHOULD). */
        ScimDiscoveryFilter: string;
        /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
        ScimDiscoveryStartIndex: string;
        /** @description Comma-separated attribute paths not to return. */
        ScimExcludedAttributes: string;
        /** @description A filter (RFC 7644 §3.4.2.2), e.g. userName eq "bjensen". At most 4096 characters (a convention); a longer one is 400 invalidFilter, checked by the filter parser rather than here so that it answers the RFC's scimType. */
        ScimFilter: string;
        ScimId: string;
        ScimSortBy: string;
        /** @description ascending (default) or descending (RFC 7644 §3.4.2.3). */
        ScimSortOrder: "ascending" | "descending";
        /** @description 1-based index of the first result; below 1 counts as 1. Not an integer, or beyond 32 bits, is 400 invalidValue. */
        ScimStartIndex: number;
        /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
        UpdatedSince: string;
        /** @description The delivery's id, which is also its `webhook-id` header. */
        WebhookDeliveryId: string;
        WebhookSubscriptionId: string;
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
    listDeliveries: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                event_type?: string;
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                status?: components["schemas"]["WebhookDeliveryStatus"];
                subscription_id?: string;
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description The delivery's id, which is also its `webhook-id` header. */
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    redeliverDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description The delivery's id, which is also its `webhook-id` header. */
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions in change order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionCreate"];
            };
        };
        responses: {
            /** @description The subscription, with its secret (shown only here and on rotation). */
            201: {
                headers: {
                    /** @description URL of the new subscription */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionUpdate"];
            };
        };
        responses: {
            /** @description The updated subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    rotateSubscriptionSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret (shown only here). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    testSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["WebhookSubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookTestRequest"];
            };
        };
        responses: {
            /** @description The delivery, queued (its attempts follow asynchronously). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every event type a subscription may name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    graphqlQuery: {
        parameters: {
            query: {
                /** @description JSON-encoded extensions (an object). */
                extensions?: string;
                operationName?: string;
                /**
                 * @description The GraphQL document. The URL (request line and headers: 16 KiB, percent-encoded) bounds a GET; longer documents go by POST (414 otherwise).
                 * @example { tickets(first: 2) { edges { node { id subject status } } } }
                 */
                query: string;
                /** @description JSON-encoded variables (an object); anything else is 400 naming `variables`. */
                variables?: string;
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GraphQLResponse"];
            default: components["responses"]["GraphQLError"];
        };
    };
    graphqlRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "query Tickets($first: Int) { tickets(first: $first) { totalCount edges { node { id subject } } } }",
                 *       "variables": {
                 *         "first": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["GraphQLRequest"];
            };
        };
        responses: {
            200: components["responses"]["GraphQLResponse"];
            default: components["responses"]["GraphQLError"];
        };
    };
    graphqlSubgraphQuery: {
        parameters: {
            query: {
                /** @description JSON-encoded extensions (an object). */
                extensions?: string;
                operationName?: string;
                /**
                 * @description The GraphQL document (at most 8,192 characters in a URL; longer ones by POST).
                 * @example { _service { sdl } }
                 */
                query: string;
                /** @description JSON-encoded variables (an object). */
                variables?: string;
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description A subgraph: articles, tickets or links. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GraphQLResponse"];
            default: components["responses"]["GraphQLError"];
        };
    };
    graphqlSubgraphRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                /** @description A subgraph: articles, tickets or links. */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "{ _service { sdl } }"
                 *     }
                 */
                "application/json": components["schemas"]["GraphQLRequest"];
            };
        };
        responses: {
            200: components["responses"]["GraphQLResponse"];
            default: components["responses"]["GraphQLError"];
        };
    };
    listLicenseCompliance: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                /** @description Only licenses in this compliance status. */
                status?: components["schemas"]["LicenseComplianceStatus"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of compliance reports, one per license, in the licenses' change order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseCompliancePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listLicenses: {
        parameters: {
            query?: {
                /** @description Only licenses with a seat assigned to this user or project id. */
                assignee?: string;
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only licenses whose `valid_until` is strictly before this moment (perpetual licenses never match; expired ones do). */
                expiring_before?: string;
                /** @description With `updated_since`, also list deletions as tombstones (a convention). */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                kind?: components["schemas"]["LicenseKind"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                /** @description Only licenses of this product (exact, case-insensitive). */
                product?: string;
                /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
                updated_since?: components["parameters"]["UpdatedSince"];
                /** @description Only licenses of this vendor (exact, case-insensitive). */
                vendor?: string;
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of licenses in change order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicensePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseCreate"];
            };
        };
        responses: {
            /** @description The created license. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new license */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    updateLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicensePatch"];
            };
        };
        responses: {
            /** @description The updated license. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The change conflicts with the license's assignments. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LicenseProblem"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listLicenseAssignments: {
        parameters: {
            query?: {
                assignee_type?: components["schemas"]["LicenseAssigneeType"];
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of assignments, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAssignmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getLicenseCompliance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license's compliance now (on the virtual clock). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseCompliance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    assignLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseAssigneeRef"];
            };
        };
        responses: {
            /** @description The assignee already held a seat; nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAssignmentResult"];
                };
            };
            /** @description A seat was taken. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAssignmentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No seat left (with `seats`, `seats_used`), or the license is not valid now (with `valid_from`, `valid_until`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["LicenseProblem"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    unassignLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseAssigneeRef"];
            };
        };
        responses: {
            /** @description The released assignment and the license afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAssignmentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listSoftware: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                device_id?: string;
                /** @description With `updated_since`, also list deletions as tombstones (a convention). */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                license_id?: string;
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                /** @description Only items of this software name (exact, case-insensitive). */
                name?: string;
                /** @description Only items of this publisher (exact, case-insensitive). */
                publisher?: string;
                /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
                updated_since?: components["parameters"]["UpdatedSince"];
                user_id?: string;
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of software items in change order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftwareItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createSoftware: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftwareItemCreate"];
            };
        };
        responses: {
            /** @description The recorded software item. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new item */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftwareItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getSoftware: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The software item. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftwareItem"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteSoftware: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    updateSoftware: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AssetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftwareItemPatch"];
            };
        };
        responses: {
            /** @description The updated item. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftwareItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
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
                /** @description Tag filter (spec §4 rule 1): `,` = AND, `|` = OR inside a term, `!` = NOT, e.g. `prod,ios|android,!retired`; repeated parameters are ANDed. Syntax is a convention; a syntax error is a 400 naming the position. */
                tags?: string[];
                /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Front desk kiosk",
                 *       "imei": "353911100000000",
                 *       "serial_number": "APX7K2M9Q4WZ",
                 *       "platform": "ios",
                 *       "tags": [
                 *         "kiosk",
                 *         "prod"
                 *       ]
                 *     }
                 */
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    updateDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tags": [
                 *         "prod",
                 *         "retired"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DevicePatch"];
            };
        };
        responses: {
            /** @description The updated device. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    bulkDevices: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated bulk call with the same key is idempotent (spec §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["BulkIdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "op": "patch",
                 *       "items": [
                 *         {
                 *           "id": "dev_0000001",
                 *           "tags": [
                 *             "prod",
                 *             "ios"
                 *           ]
                 *         },
                 *         {
                 *           "id": "dev_unknown",
                 *           "tags": [
                 *             "lab"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DeviceBulkRequest"];
            };
        };
        responses: {
            /** @description Processed; one result per item, in input order (spec §4 rule 4). */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "id": "dev_0000001",
                     *           "status": 200
                     *         },
                     *         {
                     *           "index": 1,
                     *           "id": "dev_unknown",
                     *           "status": 404,
                     *           "error": {
                     *             "code": "not_found",
                     *             "detail": "device dev_unknown does not exist"
                     *           }
                     *         }
                     *       ],
                     *       "summary": {
                     *         "succeeded": 1,
                     *         "failed": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RegistryBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only requests assigned to this user. */
                assignee_id?: string;
                /** @description Opaque cursor from `next_cursor` of the previous page (a convention). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only requests about this device. */
                device_id?: string;
                /** @description With `updated_since`, also list deletions as tombstones (a convention). */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /** @description Page size (a convention). */
                limit?: components["parameters"]["Limit"];
                /** @description Only requests in one of these statuses (repeat the parameter for several). */
                status?: components["schemas"]["RequestStatus"][];
                /** @description Only objects changed strictly after this RFC 3339 moment, in change order (spec §4 rule 2; query parameter and format are conventions). */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests in change order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Replace cracked screen",
                 *       "device_id": "dev_0000001",
                 *       "priority": "high"
                 *     }
                 */
                "application/json": components["schemas"]["RequestCreate"];
            };
        };
        responses: {
            /** @description The created request. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new request */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    updateRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "in_progress",
                 *       "assignee_id": "usr_0000001"
                 *     }
                 */
                "application/json": components["schemas"]["RequestPatch"];
            };
        };
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Request"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    bulkUpdateRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated bulk call with the same key is idempotent (spec §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["BulkIdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "id": "req_0000001",
                 *         "status": "in_progress",
                 *         "assignee_id": "usr_0000001"
                 *       },
                 *       {
                 *         "id": "req_0000002",
                 *         "status": "resolved"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["RequestBulkRequest"];
            };
        };
        responses: {
            /** @description Processed; one result per item, in input order (spec §4 rule 4). */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistryBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every role of the project, built-in first, then custom roles by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    putRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                name: components["schemas"]["RoleName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePut"];
            };
        };
        responses: {
            /** @description The role, replaced. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description The new role. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the role */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                name: components["schemas"]["RoleName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    scimBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description One result per operation that ran. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimBulkResponseMessage"];
                    "application/scim+json": components["schemas"]["ScimBulkResponseMessage"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimListGroups: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Results per page; negative counts as 0, above maxResults as maxResults. Not an integer, or beyond 32 bits, is 400 invalidValue. */
                count?: components["parameters"]["ScimCount"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
                /** @description A filter (RFC 7644 §3.4.2.2), e.g. userName eq "bjensen". At most 4096 characters (a convention); a longer one is 400 invalidFilter, checked by the filter parser rather than here so that it answers the RFC's scimType. */
                filter?: components["parameters"]["ScimFilter"];
                sortBy?: components["parameters"]["ScimSortBy"];
                /** @description ascending (default) or descending (RFC 7644 §3.4.2.3). */
                sortOrder?: components["parameters"]["ScimSortOrder"];
                /** @description 1-based index of the first result; below 1 counts as 1. Not an integer, or beyond 32 bits, is 400 invalidValue. */
                startIndex?: components["parameters"]["ScimStartIndex"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroupList"];
                    "application/scim+json": components["schemas"]["ScimGroupList"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimCreateGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new Group. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new resource */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroup"];
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimGetGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroup"];
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            304: components["responses"]["NotModified"];
            default: components["responses"]["ScimError"];
        };
    };
    scimReplaceGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The replaced Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroup"];
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimDeleteGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimPatchGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The modified Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimGroup"];
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimResourceTypes: {
        parameters: {
            query?: {
                /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
                count?: components["parameters"]["ScimDiscoveryCount"];
                /** @description Not supported on discovery endpoints; answered 403 (RFC 7644 §4, SHOULD). */
                filter?: components["parameters"]["ScimDiscoveryFilter"];
                /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
                startIndex?: components["parameters"]["ScimDiscoveryStartIndex"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User and Group, whatever count and startIndex say (RFC 7644 §4). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimResourceTypeList"];
                    "application/scim+json": components["schemas"]["ScimResourceTypeList"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimGetResourceType: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource type (User or Group). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimResourceType"];
                    "application/scim+json": components["schemas"]["ScimResourceType"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimSchemas: {
        parameters: {
            query?: {
                /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
                count?: components["parameters"]["ScimDiscoveryCount"];
                /** @description Not supported on discovery endpoints; answered 403 (RFC 7644 §4, SHOULD). */
                filter?: components["parameters"]["ScimDiscoveryFilter"];
                /** @description Ignored on discovery endpoints (RFC 7644 §4, SHALL). */
                startIndex?: components["parameters"]["ScimDiscoveryStartIndex"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User, Group, the enterprise user extension, and the ServiceProviderConfig, ResourceType and Schema schemas, whatever count and startIndex say (RFC 7644 §4). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimSchemaList"];
                    "application/scim+json": components["schemas"]["ScimSchemaList"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimGetSchema: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimSchema"];
                    "application/scim+json": components["schemas"]["ScimSchema"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimServiceProviderConfig: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimServiceProviderConfig"];
                    "application/scim+json": components["schemas"]["ScimServiceProviderConfig"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimListUsers: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Results per page; negative counts as 0, above maxResults as maxResults. Not an integer, or beyond 32 bits, is 400 invalidValue. */
                count?: components["parameters"]["ScimCount"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
                /** @description A filter (RFC 7644 §3.4.2.2), e.g. userName eq "bjensen". At most 4096 characters (a convention); a longer one is 400 invalidFilter, checked by the filter parser rather than here so that it answers the RFC's scimType. */
                filter?: components["parameters"]["ScimFilter"];
                sortBy?: components["parameters"]["ScimSortBy"];
                /** @description ascending (default) or descending (RFC 7644 §3.4.2.3). */
                sortOrder?: components["parameters"]["ScimSortOrder"];
                /** @description 1-based index of the first result; below 1 counts as 1. Not an integer, or beyond 32 bits, is 400 invalidValue. */
                startIndex?: components["parameters"]["ScimStartIndex"];
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of Users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimUserList"];
                    "application/scim+json": components["schemas"]["ScimUserList"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimCreateUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new User. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description URL of the new resource */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimUser"];
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimGetUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The User. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimUser"];
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            304: components["responses"]["NotModified"];
            default: components["responses"]["ScimError"];
        };
    };
    scimReplaceUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The replaced User. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimUser"];
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimDeleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ScimError"];
        };
    };
    scimPatchUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (RFC 7644 §3.4.2.5). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths not to return. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Apply the change only if the object's ETag matches (RFC 9110 §13.1.1; a convention). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": Record<string, never>;
            };
        };
        responses: {
            /** @description The modified User. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimUser"];
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            default: components["responses"]["ScimError"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                kind?: "password" | "provisioning";
            };
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRequest"];
            };
        };
        responses: {
            /** @description The session, refreshed, with a new access token and a new refresh token (always a `Session`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            /** @description The new session with its tokens. */
            201: {
                headers: {
                    /** @description URL of the session */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a repeated call idempotent (a convention here; the spec states it for the bulk calls, §4 rule 6). 1-255 visible ASCII characters, kept 24 h; the request is compared by its JSON value (conventions). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description 304 if the object's ETag matches (RFC 9110 §13.1.2; a convention). */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AuthUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    setUserRole: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The project the call is made for (spec §5 rule 3). May be omitted with a token valid in exactly
                 *     one project (a session's access token, a minted token for one project, a provisioning token),
                 *     which implies that project; a header naming another project than such a token's is 403. With a
                 *     token valid in several projects, the operator token, or none, the header is required (400
                 *     without it). Whether the header is needed on every call is left open by spec §5: a convention.
                 */
                "X-Service-Project"?: components["parameters"]["ProjectHeader"];
            };
            path: {
                id: components["parameters"]["AuthUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRoleSet"];
            };
        };
        responses: {
            /** @description The user with the new role. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    onDeviceCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDeviceDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDeviceTagsChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTagsChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDeviceUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRequestAssigneeChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestAssigneeChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRequestCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRequestDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRequestStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onRequestUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSessionCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSessionExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionExpiredEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSessionRevoked: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRevokedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSigninFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SigninFailedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSigninSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id; the same on every attempt of one delivery (Standard Webhooks v1). */
                "webhook-id": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per active secret (Standard Webhooks v1; spec §5 rule 5). */
                "webhook-signature": string;
                /** @description Unix seconds (real time) when this attempt was signed (Standard Webhooks v1). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SigninSucceededEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer within 15 s) is a failed attempt; 410 disables the subscription. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
