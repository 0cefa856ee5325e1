from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.license_assignee_ref import LicenseAssigneeRef
from ...models.license_assignment_result import LicenseAssignmentResult
from ...models.license_problem import LicenseProblem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LicenseAssigneeRef,
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
        "url": "/v1/assets/licenses/assign",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LicenseAssignmentResult | LicenseProblem | Problem:
    if response.status_code == 200:
        response_200 = LicenseAssignmentResult.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = LicenseAssignmentResult.from_dict(response.json())

        return response_201

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
        response_409 = LicenseProblem.from_dict(response.json())

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
) -> Response[LicenseAssignmentResult | LicenseProblem | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LicenseAssigneeRef,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseAssignmentResult | LicenseProblem | Problem]:
    """Assign a license seat to a user or a project

     Takes one seat of the license for the assignee. Assigning an assignee that already holds a seat
    is idempotent: 200 with the existing assignment, no second seat. No seat left → 409 with
    `seats` and `seats_used`; a license outside its validity window on the virtual clock → 409;
    unknown license → 404; unknown user or project, or a user deactivated through SCIM → 422
    (seats held before the deactivation are kept). The body shape is a convention.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (LicenseAssigneeRef): Which license, and which user or project holds (or is to hold)
            a seat of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseAssignmentResult | LicenseProblem | Problem]
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
    body: LicenseAssigneeRef,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseAssignmentResult | LicenseProblem | Problem | None:
    """Assign a license seat to a user or a project

     Takes one seat of the license for the assignee. Assigning an assignee that already holds a seat
    is idempotent: 200 with the existing assignment, no second seat. No seat left → 409 with
    `seats` and `seats_used`; a license outside its validity window on the virtual clock → 409;
    unknown license → 404; unknown user or project, or a user deactivated through SCIM → 422
    (seats held before the deactivation are kept). The body shape is a convention.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (LicenseAssigneeRef): Which license, and which user or project holds (or is to hold)
            a seat of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseAssignmentResult | LicenseProblem | Problem
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
    body: LicenseAssigneeRef,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[LicenseAssignmentResult | LicenseProblem | Problem]:
    """Assign a license seat to a user or a project

     Takes one seat of the license for the assignee. Assigning an assignee that already holds a seat
    is idempotent: 200 with the existing assignment, no second seat. No seat left → 409 with
    `seats` and `seats_used`; a license outside its validity window on the virtual clock → 409;
    unknown license → 404; unknown user or project, or a user deactivated through SCIM → 422
    (seats held before the deactivation are kept). The body shape is a convention.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (LicenseAssigneeRef): Which license, and which user or project holds (or is to hold)
            a seat of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LicenseAssignmentResult | LicenseProblem | Problem]
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
    body: LicenseAssigneeRef,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> LicenseAssignmentResult | LicenseProblem | Problem | None:
    """Assign a license seat to a user or a project

     Takes one seat of the license for the assignee. Assigning an assignee that already holds a seat
    is idempotent: 200 with the existing assignment, no second seat. No seat left → 409 with
    `seats` and `seats_used`; a license outside its validity window on the virtual clock → 409;
    unknown license → 404; unknown user or project, or a user deactivated through SCIM → 422
    (seats held before the deactivation are kept). The body shape is a convention.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (LicenseAssigneeRef): Which license, and which user or project holds (or is to hold)
            a seat of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LicenseAssignmentResult | LicenseProblem | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
