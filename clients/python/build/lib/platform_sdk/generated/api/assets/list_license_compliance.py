from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.license_compliance_page import LicenseCompliancePage
from ...models.license_compliance_status import LicenseComplianceStatus
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: LicenseComplianceStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_service_project, Unset):
        headers["X-Service-Project"] = x_service_project

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/compliance",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LicenseCompliancePage | Problem:
    if response.status_code == 200:
        response_200 = LicenseCompliancePage.from_dict(response.json())

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
) -> Response[LicenseCompliancePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: LicenseComplianceStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseCompliancePage | Problem]:
    """Installations against seats for every license

    Args:
        status (LicenseComplianceStatus | Unset): `over_deployed`: more installations than the
            seats the license entitles to now; `under_used`: fewer; `compliant`: as many, or
            unlimited.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseCompliancePage | Problem]
    """

    kwargs = _get_kwargs(
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
    status: LicenseComplianceStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseCompliancePage | Problem | None:
    """Installations against seats for every license

    Args:
        status (LicenseComplianceStatus | Unset): `over_deployed`: more installations than the
            seats the license entitles to now; `under_used`: fewer; `compliant`: as many, or
            unlimited.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseCompliancePage | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        limit=limit,
        cursor=cursor,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: LicenseComplianceStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseCompliancePage | Problem]:
    """Installations against seats for every license

    Args:
        status (LicenseComplianceStatus | Unset): `over_deployed`: more installations than the
            seats the license entitles to now; `under_used`: fewer; `compliant`: as many, or
            unlimited.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseCompliancePage | Problem]
    """

    kwargs = _get_kwargs(
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
    status: LicenseComplianceStatus | Unset = UNSET,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseCompliancePage | Problem | None:
    """Installations against seats for every license

    Args:
        status (LicenseComplianceStatus | Unset): `over_deployed`: more installations than the
            seats the license entitles to now; `under_used`: fewer; `compliant`: as many, or
            unlimited.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):
        x_service_project (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseCompliancePage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            limit=limit,
            cursor=cursor,
            x_service_project=x_service_project,
        )
    ).parsed
