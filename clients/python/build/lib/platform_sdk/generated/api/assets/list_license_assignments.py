from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.license_assignee_type import LicenseAssigneeType
from ...models.license_assignment_page import LicenseAssignmentPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    assignee_type: LicenseAssigneeType | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    json_assignee_type: str | Unset = UNSET
    if not isinstance(assignee_type, Unset):
        json_assignee_type = assignee_type.value

    params["assignee_type"] = json_assignee_type

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/licenses/{id}/assignments".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LicenseAssignmentPage | Problem:
    if response.status_code == 200:
        response_200 = LicenseAssignmentPage.from_dict(response.json())

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
) -> Response[LicenseAssignmentPage | Problem]:
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
    assignee_type: LicenseAssigneeType | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseAssignmentPage | Problem]:
    """The seats of a license and who holds them

    Args:
        id (str):
        assignee_type (LicenseAssigneeType | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseAssignmentPage | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        assignee_type=assignee_type,
        limit=limit,
        cursor=cursor,
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
    assignee_type: LicenseAssigneeType | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseAssignmentPage | Problem | None:
    """The seats of a license and who holds them

    Args:
        id (str):
        assignee_type (LicenseAssigneeType | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseAssignmentPage | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
        assignee_type=assignee_type,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    assignee_type: LicenseAssigneeType | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseAssignmentPage | Problem]:
    """The seats of a license and who holds them

    Args:
        id (str):
        assignee_type (LicenseAssigneeType | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseAssignmentPage | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        assignee_type=assignee_type,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    assignee_type: LicenseAssigneeType | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseAssignmentPage | Problem | None:
    """The seats of a license and who holds them

    Args:
        id (str):
        assignee_type (LicenseAssigneeType | Unset):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseAssignmentPage | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            assignee_type=assignee_type,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
