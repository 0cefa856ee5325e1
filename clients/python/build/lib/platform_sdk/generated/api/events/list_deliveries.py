from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_delivery_page import WebhookDeliveryPage
from ...models.webhook_delivery_status import WebhookDeliveryStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    subscription_id: str | Unset = UNSET,
    event_type: str | Unset = UNSET,
    status: WebhookDeliveryStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["subscription_id"] = subscription_id

    params["event_type"] = event_type

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/events/deliveries",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookDeliveryPage:
    if response.status_code == 200:
        response_200 = WebhookDeliveryPage.from_dict(response.json())

        return response_200

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

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | WebhookDeliveryPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    subscription_id: str | Unset = UNSET,
    event_type: str | Unset = UNSET,
    status: WebhookDeliveryStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | WebhookDeliveryPage]:
    """The project's recent deliveries with every attempt, newest first

    Args:
        subscription_id (str | Unset):
        event_type (str | Unset):
        status (WebhookDeliveryStatus | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookDeliveryPage]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        event_type=event_type,
        status=status,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    subscription_id: str | Unset = UNSET,
    event_type: str | Unset = UNSET,
    status: WebhookDeliveryStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | WebhookDeliveryPage | None:
    """The project's recent deliveries with every attempt, newest first

    Args:
        subscription_id (str | Unset):
        event_type (str | Unset):
        status (WebhookDeliveryStatus | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookDeliveryPage
    """

    return sync_detailed(
        client=client,
        subscription_id=subscription_id,
        event_type=event_type,
        status=status,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    subscription_id: str | Unset = UNSET,
    event_type: str | Unset = UNSET,
    status: WebhookDeliveryStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | WebhookDeliveryPage]:
    """The project's recent deliveries with every attempt, newest first

    Args:
        subscription_id (str | Unset):
        event_type (str | Unset):
        status (WebhookDeliveryStatus | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookDeliveryPage]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        event_type=event_type,
        status=status,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    subscription_id: str | Unset = UNSET,
    event_type: str | Unset = UNSET,
    status: WebhookDeliveryStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | WebhookDeliveryPage | None:
    """The project's recent deliveries with every attempt, newest first

    Args:
        subscription_id (str | Unset):
        event_type (str | Unset):
        status (WebhookDeliveryStatus | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookDeliveryPage
    """

    return (
        await asyncio_detailed(
            client=client,
            subscription_id=subscription_id,
            event_type=event_type,
            status=status,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
