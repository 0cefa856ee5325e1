from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.graph_ql_error_body import GraphQLErrorBody
from ...models.graph_ql_response_body import GraphQLResponseBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str,
    operation_name: str | Unset = UNSET,
    variables: str | Unset = UNSET,
    extensions: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    params["query"] = query

    params["operationName"] = operation_name

    params["variables"] = variables

    params["extensions"] = extensions

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/graphql",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GraphQLErrorBody | GraphQLResponseBody:
    if response.status_code == 200:
        response_200 = GraphQLResponseBody.from_dict(response.json())

        return response_200

    response_default = GraphQLErrorBody.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GraphQLErrorBody | GraphQLResponseBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    operation_name: str | Unset = UNSET,
    variables: str | Unset = UNSET,
    extensions: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[GraphQLErrorBody | GraphQLResponseBody]:
    """Run a GraphQL query (GraphQL over HTTP, GET)

     Queries only: a mutation over GET answers 405 with `Allow: POST`. A browser (Accept
    text/html, no `query` parameter) gets GraphiQL instead, without a token.

    Args:
        query (str):
        operation_name (str | Unset):
        variables (str | Unset):
        extensions (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GraphQLErrorBody | GraphQLResponseBody]
    """

    kwargs = _get_kwargs(
        query=query,
        operation_name=operation_name,
        variables=variables,
        extensions=extensions,
        x_service_project=x_service_project,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    operation_name: str | Unset = UNSET,
    variables: str | Unset = UNSET,
    extensions: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> GraphQLErrorBody | GraphQLResponseBody | None:
    """Run a GraphQL query (GraphQL over HTTP, GET)

     Queries only: a mutation over GET answers 405 with `Allow: POST`. A browser (Accept
    text/html, no `query` parameter) gets GraphiQL instead, without a token.

    Args:
        query (str):
        operation_name (str | Unset):
        variables (str | Unset):
        extensions (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GraphQLErrorBody | GraphQLResponseBody
    """

    return sync_detailed(
        client=client,
        query=query,
        operation_name=operation_name,
        variables=variables,
        extensions=extensions,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    operation_name: str | Unset = UNSET,
    variables: str | Unset = UNSET,
    extensions: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[GraphQLErrorBody | GraphQLResponseBody]:
    """Run a GraphQL query (GraphQL over HTTP, GET)

     Queries only: a mutation over GET answers 405 with `Allow: POST`. A browser (Accept
    text/html, no `query` parameter) gets GraphiQL instead, without a token.

    Args:
        query (str):
        operation_name (str | Unset):
        variables (str | Unset):
        extensions (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GraphQLErrorBody | GraphQLResponseBody]
    """

    kwargs = _get_kwargs(
        query=query,
        operation_name=operation_name,
        variables=variables,
        extensions=extensions,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    query: str,
    operation_name: str | Unset = UNSET,
    variables: str | Unset = UNSET,
    extensions: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> GraphQLErrorBody | GraphQLResponseBody | None:
    """Run a GraphQL query (GraphQL over HTTP, GET)

     Queries only: a mutation over GET answers 405 with `Allow: POST`. A browser (Accept
    text/html, no `query` parameter) gets GraphiQL instead, without a token.

    Args:
        query (str):
        operation_name (str | Unset):
        variables (str | Unset):
        extensions (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GraphQLErrorBody | GraphQLResponseBody
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            operation_name=operation_name,
            variables=variables,
            extensions=extensions,
            x_service_project=x_service_project,
        )
    ).parsed
