from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type_name import WebhookEventTypeName
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookSubscriptionUpdate")


@_attrs_define
class WebhookSubscriptionUpdate:
    """
    Attributes:
        url (str | Unset):
        event_types (list[WebhookEventTypeName] | Unset): Event types from `/events/types`, or `["*"]` for all of them.
        description (str | Unset):
        enabled (bool | Unset): `true` re-enables a disabled subscription and clears its failure record.
    """

    url: str | Unset = UNSET
    event_types: list[WebhookEventTypeName] | Unset = UNSET
    description: str | Unset = UNSET
    enabled: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for componentsschemas_webhook_event_types_item_data in self.event_types:
                componentsschemas_webhook_event_types_item = (
                    componentsschemas_webhook_event_types_item_data.value
                )
                event_types.append(componentsschemas_webhook_event_types_item)

        description = self.description

        enabled = self.enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if description is not UNSET:
            field_dict["description"] = description
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[WebhookEventTypeName] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for componentsschemas_webhook_event_types_item_data in _event_types:
                componentsschemas_webhook_event_types_item = WebhookEventTypeName(
                    componentsschemas_webhook_event_types_item_data
                )

                event_types.append(componentsschemas_webhook_event_types_item)

        description = d.pop("description", UNSET)

        enabled = d.pop("enabled", UNSET)

        webhook_subscription_update = cls(
            url=url,
            event_types=event_types,
            description=description,
            enabled=enabled,
        )

        return webhook_subscription_update
