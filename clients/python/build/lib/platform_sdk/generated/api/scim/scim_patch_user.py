from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_error import ScimError
from ...models.scim_patch_user_body import ScimPatchUserBody
from ...models.scim_user import ScimUser
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: ScimPatchUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
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

    params: dict[str, Any] = {}

    params["attributes"] = attributes

    params["excludedAttributes"] = excluded_attributes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v3/auth/scim/v2/Users/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/scim+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimError | ScimUser:
    if response.status_code == 200:
        response_200 = ScimUser.from_dict(response.json())

        return response_200

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
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ScimPatchUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUser]:
    """Modify a User with add, remove and replace operations (RFC 7644 §3.5.2)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (ScimPatchUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
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
    body: ScimPatchUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUser | None:
    """Modify a User with add, remove and replace operations (RFC 7644 §3.5.2)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (ScimPatchUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUser
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ScimPatchUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimError | ScimUser]:
    """Modify a User with add, remove and replace operations (RFC 7644 §3.5.2)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (ScimPatchUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimError | ScimUser]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        attributes=attributes,
        excluded_attributes=excluded_attributes,
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
    body: ScimPatchUserBody,
    attributes: str | Unset = UNSET,
    excluded_attributes: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimError | ScimUser | None:
    """Modify a User with add, remove and replace operations (RFC 7644 §3.5.2)

    Args:
        id (str):
        attributes (str | Unset):
        excluded_attributes (str | Unset):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_service_project (str | Unset):
        body (ScimPatchUserBody): Validated by the SCIM layer: attribute names are case-
            insensitive (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimError | ScimUser
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            attributes=attributes,
            excluded_attributes=excluded_attributes,
            idempotency_key=idempotency_key,
            if_match=if_match,
            x_service_project=x_service_project,
        )
    ).parsed
