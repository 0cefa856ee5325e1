from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)

if TYPE_CHECKING:
    from ..models.webhook_attempt import WebhookAttempt
    from ..models.webhook_event import WebhookEvent


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        id (str): The `webhook-id` of every attempt.
        subscription_id (str):
        event_type (str):
        status (WebhookDeliveryStatus):
        payload (WebhookEvent): The body of every delivery (Standard Webhooks payload shape).
        attempts (list[WebhookAttempt]):
        next_attempt_at (datetime.datetime | None):
        injected_faults (list[str]): Fault kinds a scenario applied.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    subscription_id: str
    event_type: str
    status: WebhookDeliveryStatus
    payload: WebhookEvent
    attempts: list[WebhookAttempt]
    next_attempt_at: datetime.datetime | None
    injected_faults: list[str]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        subscription_id = self.subscription_id

        event_type = self.event_type

        status: str = self.status

        payload = self.payload.to_dict()

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        injected_faults = self.injected_faults

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "subscription_id": subscription_id,
                "event_type": event_type,
                "status": status,
                "payload": payload,
                "attempts": attempts,
                "next_attempt_at": next_attempt_at,
                "injected_faults": injected_faults,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_attempt import WebhookAttempt
        from ..models.webhook_event import WebhookEvent

        d = dict(src_dict)
        id = d.pop("id")

        subscription_id = d.pop("subscription_id")

        event_type = d.pop("event_type")

        status = check_webhook_delivery_status(d.pop("status"))

        payload = WebhookEvent.from_dict(d.pop("payload"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookAttempt.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        injected_faults = cast(list[str], d.pop("injected_faults"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        webhook_delivery = cls(
            id=id,
            subscription_id=subscription_id,
            event_type=event_type,
            status=status,
            payload=payload,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            injected_faults=injected_faults,
            created_at=created_at,
            updated_at=updated_at,
        )

        return webhook_delivery
