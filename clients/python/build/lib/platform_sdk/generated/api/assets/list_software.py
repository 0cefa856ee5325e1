import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.software_item_page import SoftwareItemPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    name: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    device_id: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    license_id: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["name"] = name

    params["publisher"] = publisher

    params["device_id"] = device_id

    params["user_id"] = user_id

    params["license_id"] = license_id

    json_updated_since: str | Unset = UNSET
    if not isinstance(updated_since, Unset):
        json_updated_since = updated_since.isoformat()
    params["updated_since"] = json_updated_since

    params["include_deleted"] = include_deleted

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/software",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SoftwareItemPage:
    if response.status_code == 200:
        response_200 = SoftwareItemPage.from_dict(response.json())

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
) -> Response[Problem | SoftwareItemPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    device_id: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    license_id: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | SoftwareItemPage]:
    """List installed software

    Args:
        name (str | Unset):
        publisher (str | Unset):
        device_id (str | Unset):
        user_id (str | Unset):
        license_id (str | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SoftwareItemPage]
    """

    kwargs = _get_kwargs(
        name=name,
        publisher=publisher,
        device_id=device_id,
        user_id=user_id,
        license_id=license_id,
        updated_since=updated_since,
        include_deleted=include_deleted,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    name: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    device_id: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    license_id: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | SoftwareItemPage | None:
    """List installed software

    Args:
        name (str | Unset):
        publisher (str | Unset):
        device_id (str | Unset):
        user_id (str | Unset):
        license_id (str | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SoftwareItemPage
    """

    return sync_detailed(
        client=client,
        name=name,
        publisher=publisher,
        device_id=device_id,
        user_id=user_id,
        license_id=license_id,
        updated_since=updated_since,
        include_deleted=include_deleted,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    name: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    device_id: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    license_id: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | SoftwareItemPage]:
    """List installed software

    Args:
        name (str | Unset):
        publisher (str | Unset):
        device_id (str | Unset):
        user_id (str | Unset):
        license_id (str | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SoftwareItemPage]
    """

    kwargs = _get_kwargs(
        name=name,
        publisher=publisher,
        device_id=device_id,
        user_id=user_id,
        license_id=license_id,
        updated_since=updated_since,
        include_deleted=include_deleted,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    name: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    device_id: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    license_id: str | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | SoftwareItemPage | None:
    """List installed software

    Args:
        name (str | Unset):
        publisher (str | Unset):
        device_id (str | Unset):
        user_id (str | Unset):
        license_id (str | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SoftwareItemPage
    """

    return (
        await asyncio_detailed(
            client=client,
            name=name,
            publisher=publisher,
            device_id=device_id,
            user_id=user_id,
            license_id=license_id,
            updated_since=updated_since,
            include_deleted=include_deleted,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
