from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_list_users_sort_order import ScimListUsersSortOrder
from ...models.scim_user_list import ScimUserList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    filter_: str | Unset = UNSET,
    start_index: int | Unset = UNSET,
    count: int | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_order: ScimListUsersSortOrder | Unset = UNSET,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["filter"] = filter_

    params["startIndex"] = start_index

    params["count"] = count

    params["sortBy"] = sort_by

    json_sort_order: str | Unset = UNSET
    if not isinstance(sort_order, Unset):
        json_sort_order = sort_order.value

    params["sortOrder"] = json_sort_order

    params["attributes"] = attributes

    params["excludedAttributes"] = excluded_attributes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/scim/v2/Users",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimUserList:
    if response.status_code == 200:
        response_200 = ScimUserList.from_dict(response.json())

        return response_200

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimError | ScimUserList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: int | Unset = UNSET,
    count: int | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_order: ScimListUsersSortOrder | Unset = UNSET,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUserList]:
    """List or filter Users (RFC 7644 §3.4.2)

    Args:
        filter_ (str | Unset):
        start_index (int | Unset):
        count (int | Unset):
        sort_by (str | Unset):
        sort_order (ScimListUsersSortOrder | Unset):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUserList]
    """

    kwargs = _get_kwargs(
        filter_=filter_,
        start_index=start_index,
        count=count,
        sort_by=sort_by,
        sort_order=sort_order,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: int | Unset = UNSET,
    count: int | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_order: ScimListUsersSortOrder | Unset = UNSET,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUserList | None:
    """List or filter Users (RFC 7644 §3.4.2)

    Args:
        filter_ (str | Unset):
        start_index (int | Unset):
        count (int | Unset):
        sort_by (str | Unset):
        sort_order (ScimListUsersSortOrder | Unset):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUserList
    """

    return sync_detailed(
        client=client,
        filter_=filter_,
        start_index=start_index,
        count=count,
        sort_by=sort_by,
        sort_order=sort_order,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: int | Unset = UNSET,
    count: int | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_order: ScimListUsersSortOrder | Unset = UNSET,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUserList]:
    """List or filter Users (RFC 7644 §3.4.2)

    Args:
        filter_ (str | Unset):
        start_index (int | Unset):
        count (int | Unset):
        sort_by (str | Unset):
        sort_order (ScimListUsersSortOrder | Unset):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUserList]
    """

    kwargs = _get_kwargs(
        filter_=filter_,
        start_index=start_index,
        count=count,
        sort_by=sort_by,
        sort_order=sort_order,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: int | Unset = UNSET,
    count: int | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_order: ScimListUsersSortOrder | Unset = UNSET,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUserList | None:
    """List or filter Users (RFC 7644 §3.4.2)

    Args:
        filter_ (str | Unset):
        start_index (int | Unset):
        count (int | Unset):
        sort_by (str | Unset):
        sort_order (ScimListUsersSortOrder | Unset):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUserList
    """

    return (
        await asyncio_detailed(
            client=client,
            filter_=filter_,
            start_index=start_index,
            count=count,
            sort_by=sort_by,
            sort_order=sort_order,
            attributes=attributes,
            excluded_attributes=excluded_attributes,
            x_service_project=x_service_project,
        )
    ).parsed
