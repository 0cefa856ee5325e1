from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.role import Role
from ...models.role_put import RolePut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    body: RolePut,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v3/auth/roles/{name}".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Role:
    if response.status_code == 200:
        response_200 = Role.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Role.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Role]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: RolePut,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | Role]:
    """Create a custom role, or replace its description and permissions

     201 when the role is new, 200 when it replaced one (RFC 9110 §9.3.4). If-Match guards a replace.
    Built-in roles cannot be changed (409).

    Args:
        name (str):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (RolePut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Role]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        if_match=if_match,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: RolePut,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | Role | None:
    """Create a custom role, or replace its description and permissions

     201 when the role is new, 200 when it replaced one (RFC 9110 §9.3.4). If-Match guards a replace.
    Built-in roles cannot be changed (409).

    Args:
        name (str):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (RolePut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Role
    """

    return sync_detailed(
        name=name,
        client=client,
        body=body,
        if_match=if_match,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: RolePut,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | Role]:
    """Create a custom role, or replace its description and permissions

     201 when the role is new, 200 when it replaced one (RFC 9110 §9.3.4). If-Match guards a replace.
    Built-in roles cannot be changed (409).

    Args:
        name (str):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (RolePut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Role]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        if_match=if_match,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: RolePut,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | Role | None:
    """Create a custom role, or replace its description and permissions

     201 when the role is new, 200 when it replaced one (RFC 9110 §9.3.4). If-Match guards a replace.
    Built-in roles cannot be changed (409).

    Args:
        name (str):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (RolePut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Role
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            body=body,
            if_match=if_match,
            x_service_project=x_service_project,
        )
    ).parsed
