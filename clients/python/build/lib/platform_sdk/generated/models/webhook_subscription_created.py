from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_event_type_name import WebhookEventTypeName

T = TypeVar("T", bound="WebhookSubscriptionCreated")


@_attrs_define
class WebhookSubscriptionCreated:
    """The subscription and its signing secret, shown only here and on rotation.

    Attributes:
        id (str):
        url (str):
        event_types (list[WebhookEventTypeName]): Event types from `/events/types`, or `["*"]` for all of them.
        description (str):
        enabled (bool):
        disabled_reason (None | str): Why the sandbox disabled it: `gone` (the endpoint answered 410), `failing`
            (failing for 5 days), or `manual`.
        failing_since (datetime.datetime | None): Start of the current run of failed attempts.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        secret (str): Standard Webhooks secret; verify deliveries with it (e.g. the `standardwebhooks` package).
    """

    id: str
    url: str
    event_types: list[WebhookEventTypeName]
    description: str
    enabled: bool
    disabled_reason: None | str
    failing_since: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        event_types = []
        for componentsschemas_webhook_event_types_item_data in self.event_types:
            componentsschemas_webhook_event_types_item = (
                componentsschemas_webhook_event_types_item_data.value
            )
            event_types.append(componentsschemas_webhook_event_types_item)

        description = self.description

        enabled = self.enabled

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "url": url,
                "event_types": event_types,
                "description": description,
                "enabled": enabled,
                "disabled_reason": disabled_reason,
                "failing_since": failing_since,
                "created_at": created_at,
                "updated_at": updated_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        event_types = []
        _event_types = d.pop("event_types")
        for componentsschemas_webhook_event_types_item_data in _event_types:
            componentsschemas_webhook_event_types_item = WebhookEventTypeName(
                componentsschemas_webhook_event_types_item_data
            )

            event_types.append(componentsschemas_webhook_event_types_item)

        description = d.pop("description")

        enabled = d.pop("enabled")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)

                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        secret = d.pop("secret")

        webhook_subscription_created = cls(
            id=id,
            url=url,
            event_types=event_types,
            description=description,
            enabled=enabled,
            disabled_reason=disabled_reason,
            failing_since=failing_since,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
        )

        return webhook_subscription_created
