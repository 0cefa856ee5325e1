from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_create_user_body import ScimCreateUserBody
from ...models.scim_error import ScimError
from ...models.scim_user import ScimUser
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ScimCreateUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["attributes"] = attributes

    params["excludedAttributes"] = excluded_attributes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v3/auth/scim/v2/Users",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/scim+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimUser:
    if response.status_code == 201:
        response_201 = ScimUser.from_dict(response.json())

        return response_201

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimError | ScimUser]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScimCreateUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUser]:
    """Create a User (RFC 7644 §3.3)

    Args:
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimCreateUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ScimCreateUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUser | None:
    """Create a User (RFC 7644 §3.3)

    Args:
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimCreateUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUser
    """

    return sync_detailed(
        client=client,
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScimCreateUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUser]:
    """Create a User (RFC 7644 §3.3)

    Args:
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimCreateUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ScimCreateUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUser | None:
    """Create a User (RFC 7644 §3.3)

    Args:
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimCreateUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUser
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            attributes=attributes,
            excluded_attributes=excluded_attributes,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
