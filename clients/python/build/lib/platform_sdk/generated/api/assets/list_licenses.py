import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.license_kind import LicenseKind
from ...models.license_page import LicensePage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    product: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    kind: LicenseKind | Unset = UNSET,
    assignee: str | Unset = UNSET,
    expiring_before: datetime.datetime | Unset = UNSET,
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

    params["product"] = product

    params["vendor"] = vendor

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["assignee"] = assignee

    json_expiring_before: str | Unset = UNSET
    if not isinstance(expiring_before, Unset):
        json_expiring_before = expiring_before.isoformat()
    params["expiring_before"] = json_expiring_before

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
        "url": "/v1/assets/licenses",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LicensePage | Problem:
    if response.status_code == 200:
        response_200 = LicensePage.from_dict(response.json())

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
) -> Response[LicensePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    product: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    kind: LicenseKind | Unset = UNSET,
    assignee: str | Unset = UNSET,
    expiring_before: datetime.datetime | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicensePage | Problem]:
    """List licenses

    Args:
        product (str | Unset):
        vendor (str | Unset):
        kind (LicenseKind | Unset): `per_seat` seats go to users, `per_project` seats to projects,
            a `site` license to either (unlimited when `seats` is null).
        assignee (str | Unset):
        expiring_before (datetime.datetime | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicensePage | Problem]
    """

    kwargs = _get_kwargs(
        product=product,
        vendor=vendor,
        kind=kind,
        assignee=assignee,
        expiring_before=expiring_before,
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
    product: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    kind: LicenseKind | Unset = UNSET,
    assignee: str | Unset = UNSET,
    expiring_before: datetime.datetime | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicensePage | Problem | None:
    """List licenses

    Args:
        product (str | Unset):
        vendor (str | Unset):
        kind (LicenseKind | Unset): `per_seat` seats go to users, `per_project` seats to projects,
            a `site` license to either (unlimited when `seats` is null).
        assignee (str | Unset):
        expiring_before (datetime.datetime | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicensePage | Problem
    """

    return sync_detailed(
        client=client,
        product=product,
        vendor=vendor,
        kind=kind,
        assignee=assignee,
        expiring_before=expiring_before,
        updated_since=updated_since,
        include_deleted=include_deleted,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    product: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    kind: LicenseKind | Unset = UNSET,
    assignee: str | Unset = UNSET,
    expiring_before: datetime.datetime | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicensePage | Problem]:
    """List licenses

    Args:
        product (str | Unset):
        vendor (str | Unset):
        kind (LicenseKind | Unset): `per_seat` seats go to users, `per_project` seats to projects,
            a `site` license to either (unlimited when `seats` is null).
        assignee (str | Unset):
        expiring_before (datetime.datetime | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicensePage | Problem]
    """

    kwargs = _get_kwargs(
        product=product,
        vendor=vendor,
        kind=kind,
        assignee=assignee,
        expiring_before=expiring_before,
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
    product: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    kind: LicenseKind | Unset = UNSET,
    assignee: str | Unset = UNSET,
    expiring_before: datetime.datetime | Unset = UNSET,
    updated_since: datetime.datetime | Unset = UNSET,
    include_deleted: bool | Unset = False,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicensePage | Problem | None:
    """List licenses

    Args:
        product (str | Unset):
        vendor (str | Unset):
        kind (LicenseKind | Unset): `per_seat` seats go to users, `per_project` seats to projects,
            a `site` license to either (unlimited when `seats` is null).
        assignee (str | Unset):
        expiring_before (datetime.datetime | Unset):
        updated_since (datetime.datetime | Unset):
        include_deleted (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicensePage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            product=product,
            vendor=vendor,
            kind=kind,
            assignee=assignee,
            expiring_before=expiring_before,
            updated_since=updated_since,
            include_deleted=include_deleted,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
