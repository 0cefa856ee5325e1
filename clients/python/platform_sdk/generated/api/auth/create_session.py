from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.session import Session
from ...models.session_create import SessionCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v3/auth/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Session:
    if response.status_code == 201:
        response_201 = Session.from_dict(response.json())

        return response_201

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Session]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str,
) -> Response[Problem | Session]:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Session]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str,
) -> Problem | Session | None:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Session
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str,
) -> Response[Problem | Session]:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Session]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str,
) -> Problem | Session | None:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Session
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
