from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v3/auth/scim/v2/Users/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ScimError:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | ScimError]:
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
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any | ScimError]:
    """Delete a User (RFC 7644 §3.6)

    Args:
        id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ScimError]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
        if_match=if_match,
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
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Any | ScimError | None:
    """Delete a User (RFC 7644 §3.6)

    Args:
        id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ScimError
    """

    return sync_detailed(
        id=id,
        client=client,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any | ScimError]:
    """Delete a User (RFC 7644 §3.6)

    Args:
        id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ScimError]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Any | ScimError | None:
    """Delete a User (RFC 7644 §3.6)

    Args:
        id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ScimError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
            if_match=if_match,
            x_service_project=x_service_project,
        )
    ).parsed
