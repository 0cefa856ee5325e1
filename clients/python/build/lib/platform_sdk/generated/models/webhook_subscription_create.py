from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type_name import WebhookEventTypeName
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookSubscriptionCreate")


@_attrs_define
class WebhookSubscriptionCreate:
    """
    Attributes:
        url (str):
        event_types (list[WebhookEventTypeName]): Event types from `/events/types`, or `["*"]` for all of them.
        description (str | Unset):  Default: ''.
    """

    url: str
    event_types: list[WebhookEventTypeName]
    description: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        event_types = []
        for componentsschemas_webhook_event_types_item_data in self.event_types:
            componentsschemas_webhook_event_types_item = (
                componentsschemas_webhook_event_types_item_data.value
            )
            event_types.append(componentsschemas_webhook_event_types_item)

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "event_types": event_types,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        event_types = []
        _event_types = d.pop("event_types")
        for componentsschemas_webhook_event_types_item_data in _event_types:
            componentsschemas_webhook_event_types_item = WebhookEventTypeName(
                componentsschemas_webhook_event_types_item_data
            )

            event_types.append(componentsschemas_webhook_event_types_item)

        description = d.pop("description", UNSET)

        webhook_subscription_create = cls(
            url=url,
            event_types=event_types,
            description=description,
        )

        return webhook_subscription_create
