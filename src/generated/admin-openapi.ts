// Generated from contracts/admin/openapi.yaml by openapi-typescript (npm run gen:types). Do not edit.

export interface paths {
    "/_sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The virtual clock. */
        get: operations["getClock"];
        put?: never;
        /** Freeze or thaw, set, and advance the virtual clock (in that order). */
        post: operations["moveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where our emulated operations differ from the platform documents given with --platform-openapi.
         * @description Contradictions of the spec's normative rules first, then operations one side lacks, parameters, fields, statuses, media types and security (docs/platform-openapi.md); with --proxy, `observed` lists where the real deployment's requests and answers departed from the contract and the documents (docs/proxy.md). 404 when the sandbox was started with neither a platform document nor --proxy.
         */
        get: operations["getDrift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, the seed, the fixture set, the number of projects and the clock. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/inbox/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the inbox received, newest first. */
        get: operations["listInbox"];
        put?: never;
        /**
         * Receive a webhook delivery (no token; any content type, at most 256 KiB, read by the inbox itself).
         * @description The body is kept as received (parsed when it is JSON) with its headers (credentials
         *     redacted), and verified against the secrets of the subscriptions that point at this inbox.
         *     `x-raw-body`: the handler reads the body itself, with its own bound, so no body is declared.
         */
        post: operations["receiveWebhook"];
        /** Empty the inbox. */
        delete: operations["clearInbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest requests and notes, newest first. */
        get: operations["getJournal"];
        put?: never;
        post?: never;
        /** Empty the journal. */
        delete: operations["clearJournal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/journal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request of the journal with its body excerpts (credentials redacted) and the stage that answered it. */
        get: operations["getJournalEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers 405; the endpoint opens no server-sent event stream. */
        get: operations["mcpGet"];
        put?: never;
        /** A JSON-RPC message of an MCP session (the first one, `initialize`, opens the session). */
        post: operations["mcpPost"];
        /** End an MCP session (its minted tokens are revoked). */
        delete: operations["mcpDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document, as JSON. */
        get: operations["getControlApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/projects/{project}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project's use of its bounds (changed records per collection, changed bytes) and whether it is in memory (never creates or loads the project). */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/projects/{project}/passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seeded users of a project and their passwords (never creates a project).
         * @description Open to the control API's token, or to a platform token whose role in the project grants `auth.admin`.
         */
        get: operations["getProjectPasswords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/projects/{project}/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quota of one project (404 when it has none of its own; never creates the project). */
        get: operations["getProjectQuota"];
        /** Give one project a quota of its own. */
        put: operations["setProjectQuota"];
        post?: never;
        /** Remove the project's own quota. */
        delete: operations["deleteProjectQuota"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/projects/{project}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the project replays, what it learned, and the calls no recorded exchange matched (the last 1,000). */
        get: operations["getReplay"];
        put?: never;
        post?: never;
        /** Stop replaying; the project keeps its state and the emulation answers. */
        delete: operations["stopReplay"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/projects/{project}/resilience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resilience report of the client under test in one project (docs/resilience.md); a project with no recorded calls lists every expectation as not exercised. */
        get: operations["getResilienceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/proxy/violations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the proxied real deployment departed from the contract and the platform documents, newest last.
         * @description Each proxied request and answer is checked against our contract and every platform document (--platform-openapi) that describes the operation; the answer is never changed because of it (docs/proxy.md). The last 1,000 are kept. 404 when the sandbox was started without --proxy.
         */
        get: operations["getProxyViolations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/recordings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recordings the sandbox holds (from --replay DIR, or imported), with the projects replaying each. */
        get: operations["listRecordings"];
        put?: never;
        /**
         * Import a HAR 1.2 file (a browser's, another proxy's, ours), redacted and pseudonymised as recordings are; with `project`, replay it there at once.
         * @description The body is the HAR file (any JSON media type), at most 64 MiB and 10,000 entries; base64
         *     bodies are decoded within the body limit. A file that is not HAR 1.2, or an entry that is
         *     no operation the sandbox serves, is refused (422) naming the file, the JSON pointer and the
         *     reason; a limit passed is 413; nothing is kept. With `project`, the recording is replayed
         *     there as `POST /_sandbox/recordings/{name}/replay` would (the project reset and filled
         *     from it); past a bound of the project, 507 names it and the recording is not kept either.
         *     `x-raw-body`: the handler reads the body itself, with its own bound, so no body is declared.
         */
        post: operations["importRecording"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/recordings/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget a recording (the projects replaying it go back to the emulation). */
        delete: operations["deleteRecording"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/recordings/{name}/platform-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proposed --platform-map file from the recording's answers - the fields the platform names otherwise than our contract - with the evidence. */
        get: operations["proposedPlatformMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/recordings/{name}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replay a recording in a project, the project reset and filled with what the recording's answers show. */
        post: operations["replayRecording"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/recordings/{name}/scenario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recording's non-2xx exchanges as a fault scenario (scenarios/schema.json) that replays each with its status, headers and body at the same call of its operation. */
        post: operations["recordingScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget the changes of one project, or of all (tokens, limits and counters too). */
        post: operations["reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scenarios the sandbox knows (built in, from `--scenarios`, inline), with whether each is global. */
        get: operations["listScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/scenarios/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One scenario of the library. */
        get: operations["getScenario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/scenarios/projects/{project}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scenarios in force in a project, with each rule's counters. */
        get: operations["getProjectScenarios"];
        put?: never;
        /** Activate a scenario in a project, by name (`{name, seed?}`) or inline (`{scenario}`, or the scenario itself as YAML). */
        post: operations["activateScenario"];
        /** Deactivate every scenario activated in the project. */
        delete: operations["deactivateScenarios"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/scenarios/projects/{project}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deactivate one scenario in the project. */
        delete: operations["deactivateScenario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build the fixtures again from another seed (and fixture set); resets everything. */
        post: operations["reseed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The snapshots kept, and their bounds. */
        get: operations["listSnapshots"];
        put?: never;
        /** Save the state of all projects, or of one, under a name (replacing one of that name). */
        post: operations["createSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a snapshot. */
        delete: operations["deleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the saved state back, of every project it holds or of one. */
        post: operations["restoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A platform token for tests, of any role, for some projects or all, with any lifetime on the virtual clock. */
        post: operations["mintToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a token (not the operator's). */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The bounds in force (docs/persistence.md, "Bounds"); `used` where the bound is process-wide. */
        Bounds: {
            [key: string]: {
                limit: number;
                unit: string;
                used?: number;
            };
        };
        ClockChange: {
            advance_seconds?: number;
            freeze?: boolean;
            /** Format: date-time */
            set?: string;
        };
        ClockState: {
            frozen: boolean;
            /** Format: date-time */
            now: string;
        };
        Fixtures: {
            fixtures: string;
            seed: number;
        };
        /** @description Open to anyone (probes). `projects`, `pins`, `bounds` and `spill` (what the sandbox holds) only with the admin token, or always when none is configured. */
        Health: {
            bounds?: components["schemas"]["Bounds"];
            clock: components["schemas"]["ClockState"];
            degraded?: {
                reason: string;
                /**
                 * Format: date-time
                 * @description On the virtual clock.
                 */
                since: string;
            };
            fixtures: string;
            /** @description Requests holding a project now (a pinned project is never evicted). */
            pins?: number;
            /** @description Projects in memory: shown with the admin token only (always when none is configured). */
            projects?: number;
            seed: number;
            /** @description Without --persist: the temporary directory evicted projects with changes spill to (null with --persist). */
            spill?: null | {
                bytes: number;
                limit: number;
                projects: number;
            };
            /**
             * @description `degraded` while saving the state fails (`--persist`): writes are kept in memory meanwhile.
             * @enum {string}
             */
            status: "ok" | "degraded";
        };
        InboxMessage: {
            /** @description Parsed when it is JSON */
            body: unknown;
            /** @description As received */
            headers: {
                [key: string]: string;
            };
            id: number;
            project: string | null;
            /** Format: date-time */
            received_at: string;
            subscription_id: string | null;
            /** @description Which subscription's secret verified it */
            verification: string;
            verified: boolean;
        };
        JournalDetail: components["schemas"]["JournalEntry"] & {
            /** @description The first 2 */
            request_body: string | null;
            /** @description The first 2 */
            response_body: string | null;
        };
        JournalEntry: {
            duration_ms: number;
            faults: {
                kind: string;
                rule: number;
                scenario: string;
            }[];
            /** @description The request's X-Request-Id. */
            id: string;
            method: string;
            /** @description The operationId (of the platform's contract or of this one). */
            operation: string | null;
            path: string;
            project: string | null;
            query: string;
            /** @description Why that stage answered: the error code and detail it threw, or null when the handler answered. */
            reason?: string | null;
            /** @description Credentials redacted. */
            request_headers: {
                [key: string]: string;
            };
            /** @description Who answered, as `X-Sandbox-Source` says: `emulated`, `proxy` (a real deployment, --proxy), `replay` (a recording), `inferred-crud`, `example`, `schema`; null for a control call. */
            source?: string | null;
            /** @description The stage of the chain that answered or threw (`dispatch` when the handler answered; docs/architecture.md). */
            stage?: string;
            status: number;
            /** Format: date-time */
            time: string;
            /** @description What the sandbox let through without acting on it (a query parameter the operation does not declare); absent when nothing. */
            warnings?: string[];
        };
        JournalNote: {
            detail: string;
            kind: string;
            /** Format: date-time */
            time: string;
        };
        /** @description A JSON-RPC 2.0 message (MCP's own schema says the rest). */
        JsonRpcMessage: {
            /** @constant */
            jsonrpc: "2.0";
        };
        KnownScenario: {
            description: string;
            /** @description Active in every project (`--scenario`). */
            global: boolean;
            name: string;
            rules: unknown[];
            seed?: number;
            /** @description a file path, `builtin:<file>`, or `inline` */
            source: string;
        };
        MintedToken: {
            access_token: string;
            /** @description null for a token that never expires */
            expires_at: string | null;
            projects: "*" | string[];
            role: string;
            subject: string;
            /** @constant */
            token_type: "Bearer";
        };
        ObservedBulk: {
            /** @description The platform's bulk answers seen. */
            answers: number;
            differences: string[];
            /** @constant */
            kind: "bulk_results";
            operation: string;
            /** @description What our contract declares of a per-item result. */
            ours: {
                array: string | null;
                fields: string[];
                item_status: {
                    enum?: number[];
                    maximum?: number;
                    minimum?: number;
                } | null;
                required: string[];
                statuses: string[];
            };
            /** @description `proxy`, or `recording <name>`. */
            source: string;
            /** @description Per-item results the platform returned. */
            theirs: {
                /** @description The member that held the results (`""` for the body itself). */
                array: string[];
                /** @description Each item field and how many items had it. */
                fields: {
                    [key: string]: number;
                };
                /** @description The first five items, as scrubbed as recordings are (from recordings only). */
                first_items: unknown[];
                /** @description The items' own statuses and how often. */
                item_statuses: {
                    [key: string]: number;
                };
                items: number;
                /** @description The answers' statuses and how often. */
                statuses: {
                    [key: string]: number;
                };
            };
        };
        Problem: {
            code?: string;
            detail?: string;
            errors?: {
                detail: string;
                /** @enum {string} */
                in: "body" | "query" | "path" | "header";
                pointer: string;
            }[];
            status: number;
            title: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        ProjectId: string;
        ProjectUse: {
            bounds: components["schemas"]["Bounds"];
            /** @description JSON bytes of its changed records (in memory only; 0 while saved outside it). */
            bytes: number;
            pins: number;
            project: string;
            /** @description Changed records (tombstones included) per collection used so far. */
            records: {
                [key: string]: number;
            };
            /**
             * @description In memory, or saved outside it (--persist, or spilled) and loaded on its next use.
             * @enum {string}
             */
            state: "loaded" | "saved";
        };
        ProxyViolation: {
            /** @description `contract`, or the platform document's file. */
            against: string;
            expected: string;
            /** @enum {string} */
            in: "request" | "response";
            method: string;
            /** @description The operationId in the description judged against. */
            operation: string;
            path: string;
            /** @description JSON Pointer into the body as a URI fragment (`#/data/0/serial`); `#` for the whole message. */
            pointer: string;
            project: string;
            request_id: string;
            /** @description What was there (JSON */
            seen: string;
            /** @description The upstream's status. */
            status: number;
            /** Format: date-time */
            time: string;
        };
        Quota: {
            limit: number;
            project: string;
            window_seconds: number;
        };
        QuotaRequest: {
            limit: number;
            window_seconds?: number;
        };
        Received: {
            id: number;
            /** @constant */
            received: true;
            verified: boolean;
        };
        RecordingName: string;
        RecordingSummary: {
            entries: number;
            /** @description Non-2xx exchanges. */
            failures: number;
            name: components["schemas"]["RecordingName"];
            /** @description Projects replaying it. */
            replayed_in: string[];
            /** @description Its files, or `import`. */
            source: string;
        };
        ReplayRequest: {
            /** @description Left out of matching: query parameter names (`cursor`), and body values by JSON pointer (`/request_id`, `*` any member or item). */
            ignore?: string[];
            /**
             * @description `recorded` (default): repeated identical calls get the recorded answers in turn, the last repeating; `first`: always the first.
             * @enum {string}
             */
            order?: "recorded" | "first";
            project: components["schemas"]["ProjectId"];
            /**
             * @description A call no exchange matches: answered by the emulation (default), by the proxy (--proxy), or 404.
             * @enum {string}
             */
            unmatched?: "emulate" | "proxy" | "404";
        };
        ReplayState: {
            /** @description When an unrecorded write changed the project's state; from then on the emulation answers every call. */
            departed_at: string | null;
            entries: number;
            ignore: string[];
            /** @description Records learned per store: a collection of ours (`devices`), or `crud:/path` of a platform document's inferred resource. */
            learned: {
                [key: string]: number;
            };
            /** @description Calls answered from the recording. */
            matched: number;
            order: string;
            project: string;
            recording: string;
            /** @description Successful answers not learned from, and why. */
            skipped: {
                /** @description The exchange's place in the recording. */
                index: number;
                operation: string;
                reason: string;
            }[];
            /** @description Calls no recorded exchange matched, newest last (the last 1,000). */
            unmatched: {
                /** @enum {string} */
                answered: "emulated" | "proxy" | "404";
                method: string;
                /** @description As compared: scrubbed with the recording's key. */
                path: string;
                query: string;
                request_id: string;
                /** @description Recorded exchanges of the same method and path (their query or body differed). */
                same_path: number;
                /** Format: date-time */
                time: string;
            }[];
            unmatched_mode: string;
            unmatched_total?: number;
        };
        ResetRequest: {
            /** @description Only this project; all when left out. */
            project?: string;
        };
        ResilienceReport: {
            /** @description Platform calls recorded (at most 10 */
            calls: number;
            /** @description From when the record is complete: its oldest entry, or once calls or webhook attempts were dropped, the oldest one kept of those. */
            complete_from: string | null;
            /** @description Webhook attempts to the client's receiver recorded (at most 10 */
            deliveries: number;
            /** @description Older webhook attempts dropped. */
            deliveries_dropped: number;
            /** @description Older calls dropped. */
            dropped: number;
            expectations: {
                exercised: number;
                expectation: string;
                fault: string;
                id: string;
                /** @enum {unknown} */
                verdict: "met" | "violated" | "not_exercised";
                violations: {
                    calls: {
                        at: string;
                        body_sha256: string | null;
                        faults: string[];
                        idempotency_key: string | null;
                        method: string;
                        path: string;
                        request_id: string;
                        status: number;
                    }[];
                    /** @description The webhook attempts in evidence. */
                    deliveries: {
                        at: string;
                        attempt: number;
                        bad_signature: boolean;
                        duplicate: boolean;
                        error: string | null;
                        event_type: string;
                        response_time_ms: number;
                        status: number | null;
                        webhook_id: string;
                    }[];
                    detail: string;
                }[];
            }[];
            fault_coverage: {
                in_force: string[];
                met: string[];
            };
            notes: string[];
            options: {
                maxAttempts: number;
                maxInFlight: number;
            };
            project: string;
            score: {
                exercised: number;
                met: number;
                ratio: number | null;
            };
        };
        RestoreRequest: {
            project?: components["schemas"]["ProjectId"];
        };
        ScenarioActivation: {
            /** @description A scenario of the library. */
            name?: string;
            /** @description A scenario (scenarios/schema.json), checked with the scenario loader. */
            scenario?: Record<string, never>;
            /** @description Another seed for the named scenario's random draws. */
            seed?: number;
        } & (unknown | unknown);
        ScenariosInForce: {
            data: {
                name: string;
                rules: {
                    /** @description Times its fault was applied. */
                    fired: number;
                    index: number;
                    kind: string;
                    /** @description Requests (or deliveries) the rule matched. */
                    matched: number;
                    name: string | null;
                }[];
                scope: string;
                source: string;
            }[];
            project: string;
        };
        SeedRequest: {
            /** @enum {string} */
            fixtures?: "default" | "empty" | "large";
            seed: number;
        };
        Snapshot: {
            /** Format: date-time */
            created_at: string;
            /** @description The fixtures the snapshot was taken on; a restore needs the same. */
            fixtures?: {
                /** Format: date-time */
                epoch: string;
                seed: number;
                set: string;
            };
            name: string;
            projects: string[];
            records: number;
            /** @enum {string} */
            scope: "all" | "project";
        };
        SnapshotRequest: {
            name: components["schemas"]["ProjectId"];
            project?: components["schemas"]["ProjectId"];
        };
        TokenRequest: {
            projects: "*" | components["schemas"]["ProjectId"][];
            role: string;
            subject?: string;
            /** @description Lifetime on the virtual clock; the default token lifetime when left out; null, a token that never expires (an identity provider's provisioning credential). */
            ttl_seconds?: number | null;
        };
    };
    responses: {
        /** @description A JSON-RPC error of the MCP transport (no session, a bad message, a body over the bound), or problem details when the endpoint is off. */
        JsonRpcError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonRpcMessage"];
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
    };
    parameters: {
        /** @description 1-64 letters, digits, dots, dashes or underscores. */
        InboxName: components["schemas"]["ProjectId"];
        /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
        Project: components["schemas"]["ProjectId"];
        /** @description 1-64 letters, digits, dots, dashes or underscores. */
        RecordingName: components["schemas"]["RecordingName"];
        ScenarioName: string;
        SnapshotName: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    moveClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockChange"];
            };
        };
        responses: {
            /** @description The clock afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getDrift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drift report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contradictions: unknown[];
                        observed?: (components["schemas"]["ProxyViolation"] | components["schemas"]["ObservedBulk"])[];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listInbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["InboxName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        data: components["schemas"]["InboxMessage"][];
                        name: string;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    receiveWebhook: {
        parameters: {
            query?: {
                /** @description Answer this status instead of 200, to watch retries happen. */
                status?: number;
            };
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["InboxName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Received"];
                };
            };
            /** @description Received (asked for with `?status=204`). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received (asked for with `?status=205`). */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received, with the status asked for (`?status=`); or refused, as problem details. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Received"];
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    clearInbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["InboxName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    getJournal: {
        parameters: {
            query?: {
                /** @description Entries at most (capped at the journal's size, `--journal-size`). */
                limit?: number;
                /** @description Only the requests of this project. */
                project?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries and notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JournalEntry"][];
                        notes: components["schemas"]["JournalNote"][];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    clearJournal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    getJournalEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's X-Request-Id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalDetail"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    mcpGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            405: components["responses"]["JsonRpcError"];
            421: components["responses"]["Problem"];
            default: components["responses"]["Problem"];
        };
    };
    mcpPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON-RPC answer (the session's id in `Mcp-Session-Id`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                };
            };
            /** @description Accepted (a notification or an answer from the client). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["JsonRpcError"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["JsonRpcError"];
            406: components["responses"]["JsonRpcError"];
            408: components["responses"]["Problem"];
            413: components["responses"]["JsonRpcError"];
            415: components["responses"]["JsonRpcError"];
            421: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            default: components["responses"]["Problem"];
        };
    };
    mcpDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["JsonRpcError"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["JsonRpcError"];
            421: components["responses"]["Problem"];
            default: components["responses"]["Problem"];
        };
    };
    getControlApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of the control API. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUse"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getProjectPasswords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users and passwords. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            id: string;
                            password: string;
                            role: string;
                            userName: string;
                        }[];
                        project: string;
                        /** @description Shared mode: passwords are random per project. */
                        shared: boolean;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getProjectQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quota"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    setProjectQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuotaRequest"];
            };
        };
        responses: {
            /** @description The quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quota"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    deleteProjectQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    getReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The replay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayState"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    stopReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    getResilienceReport: {
        parameters: {
            query?: {
                /** @description Attempts of one call before the client should give up. */
                max_attempts?: number;
                /** @description Calls a client may have in flight while throttled. */
                max_in_flight?: number;
            };
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResilienceReport"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getProxyViolations: {
        parameters: {
            query?: {
                /** @description The newest this many. */
                limit?: number;
                /** @description Only this project's. */
                project?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The departures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Departures found since start (more than are kept). */
                        total: number;
                        violations: components["schemas"]["ProxyViolation"][];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listRecordings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recordings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecordingSummary"][];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    importRecording: {
        parameters: {
            query: {
                /** @description The recording's name: 1-64 letters, digits, dots, dashes or underscores. */
                name: components["schemas"]["RecordingName"];
                /** @description Replay it in this project at once. */
                project?: components["schemas"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imported (and replaying, with `project`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recording: components["schemas"]["RecordingSummary"];
                        replay?: components["schemas"]["ReplayState"];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    deleteRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["RecordingName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    proposedPlatformMap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["RecordingName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposed map: `operations` is a --platform-map file (`evidence` and `unpaired` are not read by it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        evidence: {
                            answers: number;
                            operation: string;
                            ours: string;
                            theirs: string;
                        }[];
                        operations: {
                            [key: string]: {
                                response: {
                                    [key: string]: string;
                                };
                            };
                        };
                        unpaired: {
                            missing: string[];
                            operation: string;
                            unknown: string[];
                        }[];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    replayRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["RecordingName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayRequest"];
            };
        };
        responses: {
            /** @description Replaying. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayState"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    recordingScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1-64 letters, digits, dots, dashes or underscores. */
                name: components["parameters"]["RecordingName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scenario, ready to save as a file or to activate (POST /_sandbox/scenarios/projects/{project}). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Non-2xx exchanges in the recording (a scenario holds at most 100 rules). */
                        failures: number;
                        /** @description A scenario (scenarios/schema.json). */
                        scenario: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the project, or `all` */
                        reset: string;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KnownScenario"][];
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["ScenarioName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scenario. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownScenario"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getProjectScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScenariosInForce"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    activateScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScenarioActivation"];
                "application/x-yaml": string;
                "application/yaml": string;
                "text/yaml": string;
            };
        };
        responses: {
            /** @description In force now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScenariosInForce"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    deactivateScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deactivated: string[];
                        project: string;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    deactivateScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["ScenarioName"];
                /** @description A project id (the pattern of `PROJECT_ID_PATTERN` in src/core/store.ts; a test keeps them equal). */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
    reseed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeedRequest"];
            };
        };
        responses: {
            /** @description The fixtures in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixtures"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    listSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Snapshots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Snapshot"][];
                        limits: {
                            max_count: number;
                            max_records: number;
                        };
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    createSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnapshotRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"] & {
                        replaced: boolean;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    deleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["SnapshotName"];
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
            default: components["responses"]["Problem"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["SnapshotName"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RestoreRequest"];
            };
        };
        responses: {
            /** @description Restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: string[];
                        restored: string;
                    };
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    mintToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MintedToken"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Problem"];
        };
    };
}
