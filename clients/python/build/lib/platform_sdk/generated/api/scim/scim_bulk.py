from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.scim_bulk_body import ScimBulkBody
from ...models.scim_bulk_response_message import ScimBulkResponseMessage
from ...models.scim_error import ScimError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ScimBulkBody,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v3/auth/scim/v2/Bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/scim+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ScimBulkResponseMessage | ScimError:
    if response.status_code == 200:
        response_200 = ScimBulkResponseMessage.from_dict(response.json())

        return response_200

    response_default = ScimError.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ScimBulkResponseMessage | ScimError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScimBulkBody,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimBulkResponseMessage | ScimError]:
    """Many operations in one request (RFC 7644 §3.7)

     Answers 200 with one result per operation (RFC 7644 §3.7.3); over maxOperations or maxPayloadSize →
    413 and nothing is applied.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimBulkBody): Validated by the SCIM layer: attribute names are case-insensitive
            (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimBulkResponseMessage | ScimError]
    """

    kwargs = _get_kwargs(
        body=body,
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
    body: ScimBulkBody,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimBulkResponseMessage | ScimError | None:
    """Many operations in one request (RFC 7644 §3.7)

     Answers 200 with one result per operation (RFC 7644 §3.7.3); over maxOperations or maxPayloadSize →
    413 and nothing is applied.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimBulkBody): Validated by the SCIM layer: attribute names are case-insensitive
            (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimBulkResponseMessage | ScimError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScimBulkBody,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[ScimBulkResponseMessage | ScimError]:
    """Many operations in one request (RFC 7644 §3.7)

     Answers 200 with one result per operation (RFC 7644 §3.7.3); over maxOperations or maxPayloadSize →
    413 and nothing is applied.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimBulkBody): Validated by the SCIM layer: attribute names are case-insensitive
            (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScimBulkResponseMessage | ScimError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ScimBulkBody,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> ScimBulkResponseMessage | ScimError | None:
    """Many operations in one request (RFC 7644 §3.7)

     Answers 200 with one result per operation (RFC 7644 §3.7.3); over maxOperations or maxPayloadSize →
    413 and nothing is applied.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ScimBulkBody): Validated by the SCIM layer: attribute names are case-insensitive
            (RFC 7643 §2.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScimBulkResponseMessage | ScimError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
