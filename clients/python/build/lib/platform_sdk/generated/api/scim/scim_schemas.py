from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_schema_list import ScimSchemaList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    filter_: str | Unset = UNSET,
    start_index: str | Unset = UNSET,
    count: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["filter"] = filter_

    params["startIndex"] = start_index

    params["count"] = count

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/scim/v2/Schemas",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimSchemaList:
    if response.status_code == 200:
        response_200 = ScimSchemaList.from_dict(response.json())

        return response_200

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimError | ScimSchemaList]:
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
    start_index: str | Unset = UNSET,
    count: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimSchemaList]:
    """The schemas (RFC 7644 §4, RFC 7643 §7)

    Args:
        filter_ (str | Unset):
        start_index (str | Unset):
        count (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimSchemaList]
    """

    kwargs = _get_kwargs(
        filter_=filter_,
        start_index=start_index,
        count=count,
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
    start_index: str | Unset = UNSET,
    count: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimSchemaList | None:
    """The schemas (RFC 7644 §4, RFC 7643 §7)

    Args:
        filter_ (str | Unset):
        start_index (str | Unset):
        count (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimSchemaList
    """

    return sync_detailed(
        client=client,
        filter_=filter_,
        start_index=start_index,
        count=count,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: str | Unset = UNSET,
    count: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimSchemaList]:
    """The schemas (RFC 7644 §4, RFC 7643 §7)

    Args:
        filter_ (str | Unset):
        start_index (str | Unset):
        count (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimSchemaList]
    """

    kwargs = _get_kwargs(
        filter_=filter_,
        start_index=start_index,
        count=count,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    filter_: str | Unset = UNSET,
    start_index: str | Unset = UNSET,
    count: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimSchemaList | None:
    """The schemas (RFC 7644 §4, RFC 7643 §7)

    Args:
        filter_ (str | Unset):
        start_index (str | Unset):
        count (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimSchemaList
    """

    return (
        await asyncio_detailed(
            client=client,
            filter_=filter_,
            start_index=start_index,
            count=count,
            x_service_project=x_service_project,
        )
    ).parsed
