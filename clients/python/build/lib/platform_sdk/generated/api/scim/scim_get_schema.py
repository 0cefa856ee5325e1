from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_schema import ScimSchema
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/scim/v2/Schemas/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimSchema:
    if response.status_code == 200:
        response_200 = ScimSchema.from_dict(response.json())

        return response_200

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimError | ScimSchema]:
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
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimSchema]:
    """One schema, by its URN (RFC 7644 §4, RFC 7643 §7)

    Args:
        id (str):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimSchema]
    """

    kwargs = _get_kwargs(
        id=id,
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
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimSchema | None:
    """One schema, by its URN (RFC 7644 §4, RFC 7643 §7)

    Args:
        id (str):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimSchema
    """

    return sync_detailed(
        id=id,
        client=client,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimSchema]:
    """One schema, by its URN (RFC 7644 §4, RFC 7643 §7)

    Args:
        id (str):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimSchema]
    """

    kwargs = _get_kwargs(
        id=id,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimSchema | None:
    """One schema, by its URN (RFC 7644 §4, RFC 7643 §7)

    Args:
        id (str):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimSchema
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            x_service_project=x_service_project,
        )
    ).parsed
