"""`Client` and `AsyncClient`: the generated client over a resilient transport, with the SDK 3.2
groups `devices` and `requests`. `raw` is the generated client, for every other operation."""

from __future__ import annotations

from types import TracebackType

import httpx

from ._resources import DEVICES, REQUESTS, AsyncResource, Resource
from ._transport import AsyncRetryingTransport, Credentials, Policy, RetryingTransport, _Session
from .generated import Client as Raw


class _Base:
    def __init__(self, base_url: str, token: str, project: str, refresh_token: str | None, policy: Policy | None) -> None:
        self._session = _Session(base_url, project, Credentials(token, refresh_token), policy or Policy())
        self.project = project

    @property
    def credentials(self) -> Credentials:
        """The current tokens (a refresh replaces both)."""
        return self._session.credentials


class Client(_Base):
    """The platform's client. `Client(base_url, token=..., project=...)`; pass `refresh_token` to
    have an expired access token refreshed once."""

    def __init__(
        self,
        base_url: str,
        *,
        token: str,
        project: str,
        refresh_token: str | None = None,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, token, project, refresh_token, policy)
        http = httpx.Client(base_url=base_url, timeout=timeout, transport=RetryingTransport(self._session, transport))
        self.raw = Raw(base_url=base_url).set_httpx_client(http)
        self.devices = Resource(self.raw, project, DEVICES)
        self.requests = Resource(self.raw, project, REQUESTS)

    def close(self) -> None:
        self.raw.get_httpx_client().close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


class AsyncClient(_Base):
    """The same client for asyncio: every call is awaited, `iterate` is an async iterator."""

    def __init__(
        self,
        base_url: str,
        *,
        token: str,
        project: str,
        refresh_token: str | None = None,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, token, project, refresh_token, policy)
        http = httpx.AsyncClient(base_url=base_url, timeout=timeout, transport=AsyncRetryingTransport(self._session, transport))
        self.raw = Raw(base_url=base_url).set_async_httpx_client(http)
        self.devices = AsyncResource(self.raw, project, DEVICES)
        self.requests = AsyncResource(self.raw, project, REQUESTS)

    async def aclose(self) -> None:
        await self.raw.get_async_httpx_client().aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()
