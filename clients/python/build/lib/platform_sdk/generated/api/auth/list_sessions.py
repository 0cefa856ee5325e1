from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_sessions_kind import ListSessionsKind
from ...models.problem import Problem
from ...models.session_list import SessionList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    kind: ListSessionsKind | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/sessions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SessionList:
    if response.status_code == 200:
        response_200 = SessionList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SessionList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: ListSessionsKind | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | SessionList]:
    """The project's live sessions, provisioning sessions included (no tokens)

     Every live session of the project, oldest first, without its tokens: password sign-ins and
    the long-lived provisioning sessions an identity provider's connector uses. `kind` narrows it.

    Args:
        kind (ListSessionsKind | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionList]
    """

    kwargs = _get_kwargs(
        kind=kind,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    kind: ListSessionsKind | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | SessionList | None:
    """The project's live sessions, provisioning sessions included (no tokens)

     Every live session of the project, oldest first, without its tokens: password sign-ins and
    the long-lived provisioning sessions an identity provider's connector uses. `kind` narrows it.

    Args:
        kind (ListSessionsKind | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionList
    """

    return sync_detailed(
        client=client,
        kind=kind,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: ListSessionsKind | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | SessionList]:
    """The project's live sessions, provisioning sessions included (no tokens)

     Every live session of the project, oldest first, without its tokens: password sign-ins and
    the long-lived provisioning sessions an identity provider's connector uses. `kind` narrows it.

    Args:
        kind (ListSessionsKind | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionList]
    """

    kwargs = _get_kwargs(
        kind=kind,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    kind: ListSessionsKind | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | SessionList | None:
    """The project's live sessions, provisioning sessions included (no tokens)

     Every live session of the project, oldest first, without its tokens: password sign-ins and
    the long-lived provisioning sessions an identity provider's connector uses. `kind` narrows it.

    Args:
        kind (ListSessionsKind | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionList
    """

    return (
        await asyncio_detailed(
            client=client,
            kind=kind,
            x_service_project=x_service_project,
        )
    ).parsed
