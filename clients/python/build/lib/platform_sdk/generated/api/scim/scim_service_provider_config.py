from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_service_provider_config import ScimServiceProviderConfig
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v3/auth/scim/v2/ServiceProviderConfig",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimServiceProviderConfig:
    if response.status_code == 200:
        response_200 = ScimServiceProviderConfig.from_dict(response.json())

        return response_200

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimError | ScimServiceProviderConfig]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimServiceProviderConfig]:
    """What this SCIM service supports (RFC 7644 §4)

    Args:
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimServiceProviderConfig]
    """

    kwargs = _get_kwargs(
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimServiceProviderConfig | None:
    """What this SCIM service supports (RFC 7644 §4)

    Args:
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimServiceProviderConfig
    """

    return sync_detailed(
        client=client,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimServiceProviderConfig]:
    """What this SCIM service supports (RFC 7644 §4)

    Args:
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimServiceProviderConfig]
    """

    kwargs = _get_kwargs(
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimServiceProviderConfig | None:
    """What this SCIM service supports (RFC 7644 §4)

    Args:
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimServiceProviderConfig
    """

    return (
        await asyncio_detailed(
            client=client,
            x_service_project=x_service_project,
        )
    ).parsed
