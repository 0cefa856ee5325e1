import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.device_page import DevicePage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    tags: list[str] | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    imei: str | Unset = UNSET,
    serial_number: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    json_tags: list[str] | Unset = UNSET
    if not isinstance(tags, Unset):
        json_tags = tags

    params["tags"] = json_tags

    json_updated_since: str | Unset = UNSET
    if not isinstance(updated_since, Unset):
        json_updated_since = updated_since.isoformat()
    params["updated_since"] = json_updated_since

    params["include_deleted"] = include_deleted

    params["imei"] = imei

    params["serial_number"] = serial_number

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/registry/devices",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DevicePage | Problem:
    if response.status_code == 200:
        response_200 = DevicePage.from_dict(response.json())

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
) -> Response[DevicePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    tags: list[str] | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    imei: str | Unset = UNSET,
    serial_number: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[DevicePage | Problem]:
    """List devices

     Devices in change order (the project's sequence), so that `updated_since` plus `cursor` is an
    incremental sync that never misses a change. `imei` and `serial_number` are exact lookups
    (live devices only); `tags` is the tag filter of spec §4 rule 1.

    Args:
        tags (list[str] | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        imei (str | Unset):
        serial_number (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DevicePage | Problem]
    """

    kwargs = _get_kwargs(
        tags=tags,
        updated_since=updated_since,
        include_deleted=include_deleted,
        imei=imei,
        serial_number=serial_number,
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
    tags: list[str] | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    imei: str | Unset = UNSET,
    serial_number: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> DevicePage | Problem | None:
    """List devices

     Devices in change order (the project's sequence), so that `updated_since` plus `cursor` is an
    incremental sync that never misses a change. `imei` and `serial_number` are exact lookups
    (live devices only); `tags` is the tag filter of spec §4 rule 1.

    Args:
        tags (list[str] | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        imei (str | Unset):
        serial_number (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DevicePage | Problem
    """

    return sync_detailed(
        client=client,
        tags=tags,
        updated_since=updated_since,
        include_deleted=include_deleted,
        imei=imei,
        serial_number=serial_number,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    tags: list[str] | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    imei: str | Unset = UNSET,
    serial_number: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[DevicePage | Problem]:
    """List devices

     Devices in change order (the project's sequence), so that `updated_since` plus `cursor` is an
    incremental sync that never misses a change. `imei` and `serial_number` are exact lookups
    (live devices only); `tags` is the tag filter of spec §4 rule 1.

    Args:
        tags (list[str] | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        imei (str | Unset):
        serial_number (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DevicePage | Problem]
    """

    kwargs = _get_kwargs(
        tags=tags,
        updated_since=updated_since,
        include_deleted=include_deleted,
        imei=imei,
        serial_number=serial_number,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    tags: list[str] | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    imei: str | Unset = UNSET,
    serial_number: str | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> DevicePage | Problem | None:
    """List devices

     Devices in change order (the project's sequence), so that `updated_since` plus `cursor` is an
    incremental sync that never misses a change. `imei` and `serial_number` are exact lookups
    (live devices only); `tags` is the tag filter of spec §4 rule 1.

    Args:
        tags (list[str] | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        imei (str | Unset):
        serial_number (str | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DevicePage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            tags=tags,
            updated_since=updated_since,
            include_deleted=include_deleted,
            imei=imei,
            serial_number=serial_number,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
