from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookSecret")


@_attrs_define
class WebhookSecret:
    """
    Attributes:
        secret (str): Standard Webhooks secret; verify deliveries with it (e.g. the `standardwebhooks` package).
        previous_secret_expires_at (datetime.datetime):
    """

    secret: str
    previous_secret_expires_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        secret = self.secret

        previous_secret_expires_at = self.previous_secret_expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "secret": secret,
                "previous_secret_expires_at": previous_secret_expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        secret = d.pop("secret")

        previous_secret_expires_at = datetime.datetime.fromisoformat(
            d.pop("previous_secret_expires_at")
        )

        webhook_secret = cls(
            secret=secret,
            previous_secret_expires_at=previous_secret_expires_at,
        )

        return webhook_secret
