"""The httpx transports under the generated client: they add the credentials and the project,
wait out 429s by Retry-After plus jitter, refresh an expired access token once, and retry network
errors only where that is safe (reads, and writes that carry an Idempotency-Key)."""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx

from ._errors import AuthenticationError, RateLimitError, problem_of

REFRESH_PATH = "/v3/auth/sessions"  # a refresh is a POST of the refresh token there (decision 0208)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass
class Credentials:
    access_token: str
    refresh_token: str | None = None


@dataclass
class Policy:
    """How patient the client is."""

    max_rate_limit_retries: int = 5
    """Waits for Retry-After before a 429 becomes RateLimitError."""
    max_network_retries: int = 2
    max_retry_after: float = 60.0
    """Longest single wait honoured, in seconds."""
    jitter: float = 0.1
    """Each wait is Retry-After plus up to this fraction of it (at least 50 ms), at random."""
    on_tokens: Callable[[Credentials], None] | None = None
    """Called with the new pair after a refresh, so the caller can store it."""
    random: Callable[[], float] = field(default=random.random)


def retry_after(response: httpx.Response, policy: Policy) -> float:
    raw = response.headers.get("retry-after")
    seconds = 1.0
    if raw is not None and raw.strip().isdigit():
        seconds = float(raw)
    elif raw is not None:
        try:
            seconds = max(0.0, email.utils.parsedate_to_datetime(raw).timestamp() - time.time())
        except (TypeError, ValueError):
            seconds = 1.0
    seconds = min(seconds, policy.max_retry_after)
    return seconds + max(0.05, seconds * policy.jitter) * policy.random()


def expired(response: httpx.Response) -> bool:
    return response.status_code == 401 and "invalid_token" in response.headers.get("www-authenticate", "")


class _Session:
    """What both transports share: the project, the credentials and the refresh request."""

    def __init__(self, base_url: str, project: str, credentials: Credentials, policy: Policy) -> None:
        self.base_url = base_url.rstrip("/")
        self.project = project
        self.credentials = credentials
        self.policy = policy

    def prepare(self, request: httpx.Request) -> None:
        request.headers["authorization"] = f"Bearer {self.credentials.access_token}"
        request.headers["x-service-project"] = self.project

    def refresh_request(self) -> httpx.Request | None:
        if not self.credentials.refresh_token:
            return None
        return httpx.Request(
            "POST",
            self.base_url + REFRESH_PATH,
            headers={"content-type": "application/json", "x-service-project": self.project},
            content=json.dumps({"refresh_token": self.credentials.refresh_token}).encode(),
        )

    def take_refresh(self, response: httpx.Response) -> bool:
        if response.status_code != 200:
            return False
        body = response.json()
        self.credentials = Credentials(body["access_token"], body.get("refresh_token") or self.credentials.refresh_token)
        if self.policy.on_tokens:
            self.policy.on_tokens(self.credentials)
        return True

    def retries_network(self, request: httpx.Request) -> bool:
        return request.method in SAFE_METHODS or "idempotency-key" in request.headers


class RetryingTransport(httpx.BaseTransport):
    def __init__(self, session: _Session, inner: httpx.BaseTransport | None = None) -> None:
        self.session = session
        self.inner = inner or httpx.HTTPTransport()
        self._lock = threading.Lock()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        s, policy = self.session, self.session.policy
        limited = network = 0
        refreshed = False
        while True:
            token = s.credentials.access_token
            s.prepare(request)
            try:
                response = self.inner.handle_request(request)
            except httpx.TransportError:
                if not s.retries_network(request) or network >= policy.max_network_retries:
                    raise
                network += 1
                time.sleep(0.2 * 2**network)
                continue
            if response.status_code == 429:
                response.read()
                if limited >= policy.max_rate_limit_retries:
                    raise RateLimitError(429, problem_of(429, response.content))
                limited += 1
                time.sleep(retry_after(response, policy))
                continue
            if expired(response):
                response.read()
                if not refreshed and self._refresh(token):
                    refreshed = True
                    continue
                raise AuthenticationError(401, problem_of(401, response.content))
            return response

    def _refresh(self, stale: str) -> bool:
        """One refresh at a time; a caller whose token another thread already replaced just retries."""
        with self._lock:
            if self.session.credentials.access_token != stale:
                return True
            req = self.session.refresh_request()
            if req is None:
                return False
            response = self.inner.handle_request(req)
            response.read()
            return self.session.take_refresh(response)

    def close(self) -> None:
        self.inner.close()


class AsyncRetryingTransport(httpx.AsyncBaseTransport):
    def __init__(self, session: _Session, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self.session = session
        self.inner = inner or httpx.AsyncHTTPTransport()
        self._lock = asyncio.Lock()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        s, policy = self.session, self.session.policy
        limited = network = 0
        refreshed = False
        while True:
            token = s.credentials.access_token
            s.prepare(request)
            try:
                response = await self.inner.handle_async_request(request)
            except httpx.TransportError:
                if not s.retries_network(request) or network >= policy.max_network_retries:
                    raise
                network += 1
                await asyncio.sleep(0.2 * 2**network)
                continue
            if response.status_code == 429:
                await response.aread()
                if limited >= policy.max_rate_limit_retries:
                    raise RateLimitError(429, problem_of(429, response.content))
                limited += 1
                await asyncio.sleep(retry_after(response, policy))
                continue
            if expired(response):
                await response.aread()
                if not refreshed and await self._refresh(token):
                    refreshed = True
                    continue
                raise AuthenticationError(401, problem_of(401, response.content))
            return response

    async def _refresh(self, stale: str) -> bool:
        async with self._lock:
            if self.session.credentials.access_token != stale:
                return True
            req = self.session.refresh_request()
            if req is None:
                return False
            response = await self.inner.handle_async_request(req)
            await response.aread()
            return self.session.take_refresh(response)

    async def aclose(self) -> None:
        await self.inner.aclose()
