# syntax=docker/dockerfile:1
# platform-sandbox as a container:
#   docker build -t platform-sandbox .
#   docker run -p 4010:4010 platform-sandbox                      # default fixtures; state saved in the volume /data
#   docker run -p 4010:4010 -v sandbox-data:/data platform-sandbox  # the same, in a named volume kept across containers
# The build, install and start commands live in scripts/container.sh; a test runs the same ones.
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: all dependencies, compile to dist/, pack the package exactly as npm would publish it.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN sh scripts/container.sh pack /pkg

# Runtime: the packed package and its production dependencies only, run as the non-root user `node`.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
COPY scripts/container.sh /usr/local/bin/sandbox-container
COPY --from=build /pkg /tmp/pkg
RUN sh /usr/local/bin/sandbox-container install /tmp/pkg /app \
 && rm -rf /tmp/pkg /root/.npm \
 && mkdir -p /data && chown node:node /data

# Settings (each is also a flag of `platform-sandbox serve`; `--help` lists them):
#   SANDBOX_PORT              port to listen on (4010)
#   SANDBOX_HOST              address to listen on; 0.0.0.0 in the container so the published port reaches it
#   SANDBOX_SEED              seed of fixtures, ids and fault decisions (1)
#   SANDBOX_FIXTURES          fixture set: default, empty or large
#   SANDBOX_FIXTURES_EPOCH    RFC 3339 moment fixture times lead up to (start of today, UTC)
#   SANDBOX_CLOCK_START       RFC 3339 moment the virtual clock starts at (now)
#   SANDBOX_TOKEN             the operator's platform token, admin in every project (new from node:crypto at each start)
#   SANDBOX_ADMIN_TOKEN       token required by the /_sandbox control API (none: open)
#   SANDBOX_LOG_LEVEL         fatal, error, warn, info, debug, trace or silent (info)
#   SANDBOX_TOKEN_TTL         access token lifetime in seconds (3600)
#   SANDBOX_REFRESH_TTL       refresh token lifetime in seconds (2592000)
#   SANDBOX_MAX_PROJECTS      projects kept in memory before the least recently used is evicted (256)
#   SANDBOX_MAX_SAVED_PROJECTS  with SANDBOX_PERSIST: projects kept on disk at most; a new one past it is refused (4096)
#   SANDBOX_MAX_RECORDS_PER_COLLECTION  changed records a project keeps per collection; past it, 507 (100000)
#   SANDBOX_MAX_PROJECT_BYTES  JSON bytes of a project's changed records; past it, 507 (64 MiB)
#   SANDBOX_MAX_RECORD_BYTES  JSON bytes of one inferred-CRUD record; larger, 413 (256 KiB)
#   SANDBOX_MAX_PROCESS_BYTES  JSON bytes of changed records of all projects in memory; past it, 507 (a quarter of the heap)
#   SANDBOX_MAX_SPILL_BYTES   without SANDBOX_PERSIST: the temporary directory evicted projects spill to; full, 507 (1 GiB)
#   SANDBOX_MAX_SESSIONS_PER_PROJECT  live sessions of one project; past it, 507 (10000)
#   SANDBOX_MAX_TOKENS_PER_PROJECT  tokens valid in one project only; past it, 507 (25000)
#   SANDBOX_MAX_TOKENS        tokens in all, behind the per-project bound; past it, 507 (1000000)
#   SANDBOX_SHARED            1: shared mode (docs/shared-sandbox.md); the container listens beyond loopback, so set it
#                             and SANDBOX_ADMIN_TOKEN when others can reach it (the sandbox warns at start otherwise)
#   SANDBOX_RATE_LIMIT        units per token per second; 0 switches the limiter off (200)
#   SANDBOX_QUOTA             quota units per token per window (no quota)
#   SANDBOX_QUOTA_WINDOW      quota window in seconds (3600)
#   SANDBOX_PERSIST           directory state is saved to and loaded from (/data, the volume; empty: memory only)
#   SANDBOX_PERSIST_RESET     1: discard the saved state and start from the fixtures
#   SANDBOX_PERSIST_DELAY_MS  milliseconds from a change to its save (200)
#   SANDBOX_MAX_SNAPSHOTS     named snapshots kept at most (32)
#   SANDBOX_CORS_ORIGINS      comma-separated origins, 'localhost' or '*'
#   SANDBOX_SCENARIOS         fault scenarios active for every project: YAML files or ready-made names, comma-separated
#   SANDBOX_GRAPH_SCHEMA      GraphQL SDL files served at /graphql instead of the built-in Knowledge Graph, comma-separated
#   SANDBOX_GRAPH_MOCKS       YAML or JSON file pinning mocked GraphQL values per type and field, naming lookups and back-references (docs/graph.md)
#   SANDBOX_GRAPH_MAX_DEPTH   deepest nesting of a GraphQL operation (12)
#   SANDBOX_GRAPH_MAX_COMPLEXITY  largest estimated cost of a GraphQL operation (10000)
#   SANDBOX_EVENT_CATALOGUE   YAML file replacing the event catalogue (contracts/events/catalogue.yaml)
#   SANDBOX_WEBHOOK_TIMEOUT   seconds a webhook receiver has to answer (15)
#   SANDBOX_WEBHOOK_DENY_PRIVATE  1: refuse loopback and private webhook destinations too
#   SANDBOX_WEBHOOK_RESPONSE_EXCERPTS  1: keep the first bytes of receivers' answers in the delivery log
#   SANDBOX_AUTH_FAILURE_LIMIT  failed authentications per client address and project per window before 429 (1000; 0: off)
#   SANDBOX_AUTH_FAILURE_WINDOW  that window in seconds (60)
#   SANDBOX_TRUSTED_PROXIES   proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For names the client
#   SANDBOX_ALLOWED_HOSTS     host names the control API, dashboard and GraphiQL answer to besides IP addresses and localhost
#                             (comma-separated; '.example.com' for a domain and its subdomains); others get 421
#   SANDBOX_SIGNIN_FAILURE_LIMIT  failed sign-ins of one username from one address per minute before 429 (5)
#   SANDBOX_UNAUTHENTICATED_BODY_BYTES  bytes of bodies without credentials held at once, all together; past it 503 (8 MiB)
#   SANDBOX_UNAUTHENTICATED_BODY_SECONDS  seconds such a body has to arrive whole; past it 408 (10)
#   SANDBOX_UNAUTHENTICATED_LOADS  saved projects a call without credentials may load per address and minute (10)
#   SANDBOX_MAX_CONNECTIONS_PER_ADDRESS  open connections per client address; trusted proxies exempt (512, at most half the total)
#   SANDBOX_MAX_CONNECTIONS   open connections in all (the open-file limit less 64)
#   SANDBOX_LIVE_STREAM_SECONDS  how long one dashboard live stream lasts before the browser opens another (60)
#   SANDBOX_CLUSTER           1: one of several instances behind a consistent-hash proxy; needs SANDBOX_TOKEN (docs/scale-out.md)
#   SANDBOX_PLATFORM_OPENAPI  the platform's own OpenAPI documents (YAML or JSON, comma-separated; mount them): their
#                             operations we do not emulate are answered from them (docs/platform-openapi.md)
#   SANDBOX_PLATFORM_MAP      YAML file: per operation, the platform document's parameter and field names for ours
#   SANDBOX_STRICT            1: refuse a platform document that contradicts a normative rule of the spec
#   SANDBOX_PLATFORM_ONLY     1: answer 404 to our operations that no platform document describes
#   SANDBOX_STRICT_QUERY      1: refuse query parameters an operation does not declare, on a platform document's too (400)
#   SANDBOX_PROXY             forward operations to a real deployment: URL, or API=URL / /path/prefix=URL (comma-separated;
#                             docs/proxy.md)
#   SANDBOX_PROXY_OPERATIONS  operationIds or path patterns that are proxied (default: all an upstream covers)
#   SANDBOX_PROXY_CREDENTIAL  Authorization value sent upstream in place of the caller's (required with SANDBOX_SHARED)
#   SANDBOX_PROXY_TIMEOUT     seconds the upstream has to answer before 504 (30)
#   SANDBOX_RECORD            directory for HAR recordings of proxied exchanges (credentials redacted; mount it)
#   SANDBOX_REDACT            JSON pointers (* any key or index) pseudonymised in recordings (comma-separated)
#   SANDBOX_RECORD_ROTATE_BYTES  size past which a project's recording starts a new file (16777216)
#   SANDBOX_RECORD_FILES      recording files kept per project (8)
#   SANDBOX_REPLAY            directory of HAR recordings answered from offline, each in the project it names (mount it)
#   SANDBOX_REPLAY_IGNORE     query parameter names and body JSON pointers left out of replay matching (comma-separated)
#   SANDBOX_REPLAY_ORDER      recorded (repeated calls get the recorded answers in turn) or first (recorded)
#   SANDBOX_REPLAY_UNMATCHED  a call no recording matches: emulate, proxy or 404 (emulate)
ENV SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4010 \
    SANDBOX_PERSIST=/data

WORKDIR /app
USER node
VOLUME /data
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["sh", "/usr/local/bin/sandbox-container", "health"]
# exec'd by the script: node is PID 1 and gets SIGTERM, so a persisting sandbox saves before it stops.
CMD ["sh", "/usr/local/bin/sandbox-container", "start"]
