from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_user import ScimUser
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["attributes"] = attributes

    params["excludedAttributes"] = excluded_attributes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/scim/v2/Users/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ScimError | ScimUser:
    if response.status_code == 200:
        response_200 = ScimUser.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | ScimError | ScimUser]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any | ScimError | ScimUser]:
    """Get a User (RFC 7644 §3.4.1)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        if_none_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        id=id,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        if_none_match=if_none_match,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Any | ScimError | ScimUser | None:
    """Get a User (RFC 7644 §3.4.1)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        if_none_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ScimError | ScimUser
    """

    return sync_detailed(
        id=id,
        client=client,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        if_none_match=if_none_match,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any | ScimError | ScimUser]:
    """Get a User (RFC 7644 §3.4.1)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        if_none_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        id=id,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        if_none_match=if_none_match,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Any | ScimError | ScimUser | None:
    """Get a User (RFC 7644 §3.4.1)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        if_none_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ScimError | ScimUser
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            attributes=attributes,
            excluded_attributes=excluded_attributes,
            if_none_match=if_none_match,
            x_service_project=x_service_project,
        )
    ).parsed
