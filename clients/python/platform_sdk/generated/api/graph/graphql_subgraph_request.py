from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.graph_ql_request import GraphQLRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    body: GraphQLRequest,
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
        "url": "/graphql/subgraphs/{name}".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | None:
    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: GraphQLRequest,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any]:
    """Query one subgraph as a federation gateway does (`_service`, `_entities`)

    Args:
        name (str):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (GraphQLRequest): A GraphQL-over-HTTP request (JSON encoding). Other members are
            ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: GraphQLRequest,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Any]:
    """Query one subgraph as a federation gateway does (`_service`, `_entities`)

    Args:
        name (str):
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (GraphQLRequest): A GraphQL-over-HTTP request (JSON encoding). Other members are
            ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)
