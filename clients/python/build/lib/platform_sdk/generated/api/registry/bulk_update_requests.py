from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.registry_bulk_result import RegistryBulkResult
from ...models.request_bulk_item import RequestBulkItem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: list[RequestBulkItem],
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/registry/requests/bulk",
    }

    _kwargs["json"] = []
    for componentsschemas_request_bulk_request_item_data in body:
        componentsschemas_request_bulk_request_item = (
            componentsschemas_request_bulk_request_item_data.to_dict()
        )
        _kwargs["json"].append(componentsschemas_request_bulk_request_item)

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RegistryBulkResult:
    if response.status_code == 207:
        response_207 = RegistryBulkResult.from_dict(response.json())

        return response_207

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RegistryBulkResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: list[RequestBulkItem],
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | RegistryBulkResult]:
    """Change status and assignee of many requests at once

     An array of `{id, status?, assignee_id?}` (the shape is a convention), at most 500; more is
    a 413 and nothing is applied. A processed call answers 207, always, one result per item in
    input order: 200 changed, 404 unknown id, 409 status move not allowed, 422 invalid item,
    unknown or deactivated assignee. Each item is applied on its own. Weighs 10 in the quota and the
    rate limit.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (list[RequestBulkItem]): The items (the shape is a convention). The request is
            refused as a whole only when it is
            not an array of at most 500: each item is checked on its own, and an item that is not an
            object or not a RequestBulkItem is reported 422 in its own result while the other items
            are
            still applied (spec §7 rule 1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegistryBulkResult]
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
    body: list[RequestBulkItem],
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | RegistryBulkResult | None:
    """Change status and assignee of many requests at once

     An array of `{id, status?, assignee_id?}` (the shape is a convention), at most 500; more is
    a 413 and nothing is applied. A processed call answers 207, always, one result per item in
    input order: 200 changed, 404 unknown id, 409 status move not allowed, 422 invalid item,
    unknown or deactivated assignee. Each item is applied on its own. Weighs 10 in the quota and the
    rate limit.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (list[RequestBulkItem]): The items (the shape is a convention). The request is
            refused as a whole only when it is
            not an array of at most 500: each item is checked on its own, and an item that is not an
            object or not a RequestBulkItem is reported 422 in its own result while the other items
            are
            still applied (spec §7 rule 1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegistryBulkResult
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
    body: list[RequestBulkItem],
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | RegistryBulkResult]:
    """Change status and assignee of many requests at once

     An array of `{id, status?, assignee_id?}` (the shape is a convention), at most 500; more is
    a 413 and nothing is applied. A processed call answers 207, always, one result per item in
    input order: 200 changed, 404 unknown id, 409 status move not allowed, 422 invalid item,
    unknown or deactivated assignee. Each item is applied on its own. Weighs 10 in the quota and the
    rate limit.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (list[RequestBulkItem]): The items (the shape is a convention). The request is
            refused as a whole only when it is
            not an array of at most 500: each item is checked on its own, and an item that is not an
            object or not a RequestBulkItem is reported 422 in its own result while the other items
            are
            still applied (spec §7 rule 1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegistryBulkResult]
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
    body: list[RequestBulkItem],
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | RegistryBulkResult | None:
    """Change status and assignee of many requests at once

     An array of `{id, status?, assignee_id?}` (the shape is a convention), at most 500; more is
    a 413 and nothing is applied. A processed call answers 207, always, one result per item in
    input order: 200 changed, 404 unknown id, 409 status move not allowed, 422 invalid item,
    unknown or deactivated assignee. Each item is applied on its own. Weighs 10 in the quota and the
    rate limit.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (list[RequestBulkItem]): The items (the shape is a convention). The request is
            refused as a whole only when it is
            not an array of at most 500: each item is checked on its own, and an item that is not an
            object or not a RequestBulkItem is reported 422 in its own result while the other items
            are
            still applied (spec §7 rule 1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegistryBulkResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
