"""`Client` and `AsyncClient`: the generated client over a resilient transport, with the SDK 3.2
groups `devices` and `requests`. `raw` is the generated client, for every other operation.
`Client.sign_in(...)` signs a user in; `refresh()` exchanges the token pair at will (the client
also does it, once, when the access token has expired). `project` may be left out when the token
is valid in one project only: it then implies the project (decision 0206)."""

from __future__ import annotations

from types import TracebackType

import httpx

from ._resources import DEVICES, REQUESTS, AsyncResource, Resource
from ._transport import AsyncRetryingTransport, Credentials, Policy, RetryingTransport, _Session, session_request, signed_in
from .generated import Client as Raw


class _Base:
    def __init__(self, base_url: str, token: str, project: str | None, refresh_token: str | None, policy: Policy | None) -> None:
        self._session = _Session(base_url, project, Credentials(token, refresh_token), policy or Policy())
        self.project = project

    @property
    def credentials(self) -> Credentials:
        """The current tokens (a refresh replaces both)."""
        return self._session.credentials


class Client(_Base):
    """The platform's client. `Client(base_url, token=..., project=...)`; pass `refresh_token` to
    have an expired access token refreshed once, or sign in with `Client.sign_in(...)`."""

    def __init__(
        self,
        base_url: str,
        *,
        token: str,
        project: str | None = None,
        refresh_token: str | None = None,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, token, project, refresh_token, policy)
        self._transport = RetryingTransport(self._session, transport)
        http = httpx.Client(base_url=base_url, timeout=timeout, transport=self._transport)
        self.raw = Raw(base_url=base_url).set_httpx_client(http)
        self.devices = Resource(self.raw, project, DEVICES)
        self.requests = Resource(self.raw, project, REQUESTS)

    @classmethod
    def sign_in(
        cls,
        base_url: str,
        *,
        username: str,
        password: str,
        project: str,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> Client:
        """Sign a user of `project` in (POST /v3/auth/sessions): a client holding the session's
        access and refresh tokens. A refused sign-in raises AuthenticationError."""
        inner = transport or httpx.HTTPTransport()
        request = session_request(base_url, project, {"username": username, "password": password})
        request.extensions["timeout"] = httpx.Timeout(timeout).as_dict()
        response = inner.handle_request(request)
        response.read()
        pair = signed_in(response)
        return cls(base_url, token=pair.access_token, refresh_token=pair.refresh_token, project=project, policy=policy, timeout=timeout, transport=inner)

    def refresh(self) -> Credentials:
        """Exchange the refresh token for a new pair now (the old one is spent); AuthenticationError
        when the client has none or the platform refuses it."""
        return self._transport.refresh_now()

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
        project: str | None = None,
        refresh_token: str | None = None,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        super().__init__(base_url, token, project, refresh_token, policy)
        self._transport = AsyncRetryingTransport(self._session, transport)
        http = httpx.AsyncClient(base_url=base_url, timeout=timeout, transport=self._transport)
        self.raw = Raw(base_url=base_url).set_async_httpx_client(http)
        self.devices = AsyncResource(self.raw, project, DEVICES)
        self.requests = AsyncResource(self.raw, project, REQUESTS)

    @classmethod
    async def sign_in(
        cls,
        base_url: str,
        *,
        username: str,
        password: str,
        project: str,
        policy: Policy | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> AsyncClient:
        """`Client.sign_in` for asyncio."""
        inner = transport or httpx.AsyncHTTPTransport()
        request = session_request(base_url, project, {"username": username, "password": password})
        request.extensions["timeout"] = httpx.Timeout(timeout).as_dict()
        response = await inner.handle_async_request(request)
        await response.aread()
        pair = signed_in(response)
        return cls(base_url, token=pair.access_token, refresh_token=pair.refresh_token, project=project, policy=policy, timeout=timeout, transport=inner)

    async def refresh(self) -> Credentials:
        """`Client.refresh` for asyncio."""
        return await self._transport.refresh_now()

    async def aclose(self) -> None:
        await self.raw.get_async_httpx_client().aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()
