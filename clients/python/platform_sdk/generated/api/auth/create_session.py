from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.provisioning_session import ProvisioningSession
from ...models.provisioning_session_create import ProvisioningSessionCreate
from ...models.session import Session
from ...models.session_create import SessionCreate
from ...models.session_refresh import SessionRefresh
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ProvisioningSessionCreate | SessionCreate | SessionRefresh,
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
        "url": "/v3/auth/sessions",
    }

    if isinstance(body, SessionCreate) or isinstance(body, SessionRefresh):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ProvisioningSession | Session:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> ProvisioningSession | Session:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_result_type_0 = Session.from_dict(data)

                return componentsschemas_session_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_result_type_1 = ProvisioningSession.from_dict(
                data
            )

            return componentsschemas_session_result_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 201:

        def _parse_response_201(data: object) -> ProvisioningSession | Session:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_result_type_0 = Session.from_dict(data)

                return componentsschemas_session_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_result_type_1 = ProvisioningSession.from_dict(
                data
            )

            return componentsschemas_session_result_type_1

        response_201 = _parse_response_201(response.json())

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

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | ProvisioningSession | Session]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ProvisioningSessionCreate | SessionCreate | SessionRefresh,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | ProvisioningSession | Session]:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    With `{"refresh_token":"…"}` it refreshes instead (200): a new access token and a new refresh
    token; the refresh token is spent, and reusing a spent one revokes the whole session (refresh
    token rotation, RFC 9700 §4.14.2). One endpoint for every way to get tokens, as OAuth 2.0's
    token endpoint has (RFC 6749 §6); decision 0208.

    With `{"kind":"provisioning"}` and the Bearer token of an admin of the project (a role that
    grants `auth.admin`), it opens a provisioning session instead: one long-lived token, valid in
    this project only and never expiring, for an identity provider's SCIM connector (Entra ID's
    or Okta's "secret token"). It is shown once; `DELETE /v3/auth/sessions/{id}` revokes it.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ProvisioningSessionCreate | SessionCreate | SessionRefresh): The body of `POST
            /v3/auth/sessions`: a sign-in, a refresh, or a provisioning session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProvisioningSession | Session]
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
    client: AuthenticatedClient,
    body: ProvisioningSessionCreate | SessionCreate | SessionRefresh,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | ProvisioningSession | Session | None:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    With `{"refresh_token":"…"}` it refreshes instead (200): a new access token and a new refresh
    token; the refresh token is spent, and reusing a spent one revokes the whole session (refresh
    token rotation, RFC 9700 §4.14.2). One endpoint for every way to get tokens, as OAuth 2.0's
    token endpoint has (RFC 6749 §6); decision 0208.

    With `{"kind":"provisioning"}` and the Bearer token of an admin of the project (a role that
    grants `auth.admin`), it opens a provisioning session instead: one long-lived token, valid in
    this project only and never expiring, for an identity provider's SCIM connector (Entra ID's
    or Okta's "secret token"). It is shown once; `DELETE /v3/auth/sessions/{id}` revokes it.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ProvisioningSessionCreate | SessionCreate | SessionRefresh): The body of `POST
            /v3/auth/sessions`: a sign-in, a refresh, or a provisioning session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProvisioningSession | Session
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_service_project=x_service_project,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ProvisioningSessionCreate | SessionCreate | SessionRefresh,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Response[Problem | ProvisioningSession | Session]:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    With `{"refresh_token":"…"}` it refreshes instead (200): a new access token and a new refresh
    token; the refresh token is spent, and reusing a spent one revokes the whole session (refresh
    token rotation, RFC 9700 §4.14.2). One endpoint for every way to get tokens, as OAuth 2.0's
    token endpoint has (RFC 6749 §6); decision 0208.

    With `{"kind":"provisioning"}` and the Bearer token of an admin of the project (a role that
    grants `auth.admin`), it opens a provisioning session instead: one long-lived token, valid in
    this project only and never expiring, for an identity provider's SCIM connector (Entra ID's
    or Okta's "secret token"). It is shown once; `DELETE /v3/auth/sessions/{id}` revokes it.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ProvisioningSessionCreate | SessionCreate | SessionRefresh): The body of `POST
            /v3/auth/sessions`: a sign-in, a refresh, or a provisioning session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProvisioningSession | Session]
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
    client: AuthenticatedClient,
    body: ProvisioningSessionCreate | SessionCreate | SessionRefresh,
    idempotency_key: str | Unset = UNSET,
    x_service_project: str | Unset = UNSET,
) -> Problem | ProvisioningSession | Session | None:
    """Sign in (create a session)

     Signs a user of the project in with username and password. Answers an access token (for
    `Authorization: Bearer`), its expiry, a refresh token and the user. Failed sign-ins are
    throttled per username (429 with Retry-After). Body fields and response shape are conventions.

    With `{"refresh_token":"…"}` it refreshes instead (200): a new access token and a new refresh
    token; the refresh token is spent, and reusing a spent one revokes the whole session (refresh
    token rotation, RFC 9700 §4.14.2). One endpoint for every way to get tokens, as OAuth 2.0's
    token endpoint has (RFC 6749 §6); decision 0208.

    With `{"kind":"provisioning"}` and the Bearer token of an admin of the project (a role that
    grants `auth.admin`), it opens a provisioning session instead: one long-lived token, valid in
    this project only and never expiring, for an identity provider's SCIM connector (Entra ID's
    or Okta's "secret token"). It is shown once; `DELETE /v3/auth/sessions/{id}` revokes it.

    Args:
        idempotency_key (str | Unset):
        x_service_project (str | Unset):
        body (ProvisioningSessionCreate | SessionCreate | SessionRefresh): The body of `POST
            /v3/auth/sessions`: a sign-in, a refresh, or a provisioning session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProvisioningSession | Session
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_service_project=x_service_project,
        )
    ).parsed
