from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_event_data import WebhookEventData


T = TypeVar("T", bound="WebhookEvent")


@_attrs_define
class WebhookEvent:
    """The body of every delivery (Standard Webhooks payload shape).

    Attributes:
        type_ (str):
        timestamp (datetime.datetime):
        data (WebhookEventData):
    """

    type_: str
    timestamp: datetime.datetime
    data: WebhookEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_event_data import WebhookEventData

        d = dict(src_dict)
        type_ = d.pop("type")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = WebhookEventData.from_dict(d.pop("data"))

        webhook_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return webhook_event
