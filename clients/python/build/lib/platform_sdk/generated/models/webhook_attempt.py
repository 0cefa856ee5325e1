from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookAttempt")


@_attrs_define
class WebhookAttempt:
    """
    Attributes:
        attempt (int):
        at (datetime.datetime):
        status_code (int | None): null when no response came (timeout, connection error, injected drop).
        response_time_ms (float):
        response_body_excerpt (str):
        error (None | str):
        duplicate (bool): An extra copy sent by a `webhook_duplicate` fault.
    """

    attempt: int
    at: datetime.datetime
    status_code: int | None
    response_time_ms: float
    response_body_excerpt: str
    error: None | str
    duplicate: bool

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        at = self.at.isoformat()

        status_code: int | None
        status_code = self.status_code

        response_time_ms = self.response_time_ms

        response_body_excerpt = self.response_body_excerpt

        error: None | str
        error = self.error

        duplicate = self.duplicate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempt": attempt,
                "at": at,
                "status_code": status_code,
                "response_time_ms": response_time_ms,
                "response_body_excerpt": response_body_excerpt,
                "error": error,
                "duplicate": duplicate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        response_time_ms = d.pop("response_time_ms")

        response_body_excerpt = d.pop("response_body_excerpt")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        duplicate = d.pop("duplicate")

        webhook_attempt = cls(
            attempt=attempt,
            at=at,
            status_code=status_code,
            response_time_ms=response_time_ms,
            response_body_excerpt=response_body_excerpt,
            error=error,
            duplicate=duplicate,
        )

        return webhook_attempt
