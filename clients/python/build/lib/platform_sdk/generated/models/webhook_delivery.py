from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_delivery_status import WebhookDeliveryStatus

if TYPE_CHECKING:
    from ..models.device_created_event import DeviceCreatedEvent
    from ..models.device_deleted_event import DeviceDeletedEvent
    from ..models.device_tags_changed_event import DeviceTagsChangedEvent
    from ..models.device_updated_event import DeviceUpdatedEvent
    from ..models.request_assignee_changed_event import RequestAssigneeChangedEvent
    from ..models.request_created_event import RequestCreatedEvent
    from ..models.request_deleted_event import RequestDeletedEvent
    from ..models.request_status_changed_event import RequestStatusChangedEvent
    from ..models.request_updated_event import RequestUpdatedEvent
    from ..models.session_created_event import SessionCreatedEvent
    from ..models.session_expired_event import SessionExpiredEvent
    from ..models.session_revoked_event import SessionRevokedEvent
    from ..models.signin_failed_event import SigninFailedEvent
    from ..models.signin_succeeded_event import SigninSucceededEvent
    from ..models.webhook_attempt import WebhookAttempt


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        id (str): The `webhook-id` of every attempt.
        subscription_id (str):
        event_type (str):
        status (WebhookDeliveryStatus):
        payload (DeviceCreatedEvent | DeviceDeletedEvent | DeviceTagsChangedEvent | DeviceUpdatedEvent |
            RequestAssigneeChangedEvent | RequestCreatedEvent | RequestDeletedEvent | RequestStatusChangedEvent |
            RequestUpdatedEvent | SessionCreatedEvent | SessionExpiredEvent | SessionRevokedEvent | SigninFailedEvent |
            SigninSucceededEvent): The body sent: the event of its type, as `webhooks` describes it (the catalogue in force
            decides the types).
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
    payload: (
        DeviceCreatedEvent
        | DeviceDeletedEvent
        | DeviceTagsChangedEvent
        | DeviceUpdatedEvent
        | RequestAssigneeChangedEvent
        | RequestCreatedEvent
        | RequestDeletedEvent
        | RequestStatusChangedEvent
        | RequestUpdatedEvent
        | SessionCreatedEvent
        | SessionExpiredEvent
        | SessionRevokedEvent
        | SigninFailedEvent
        | SigninSucceededEvent
    )
    attempts: list[WebhookAttempt]
    next_attempt_at: datetime.datetime | None
    injected_faults: list[str]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.device_created_event import DeviceCreatedEvent
        from ..models.device_deleted_event import DeviceDeletedEvent
        from ..models.device_tags_changed_event import DeviceTagsChangedEvent
        from ..models.device_updated_event import DeviceUpdatedEvent
        from ..models.request_assignee_changed_event import RequestAssigneeChangedEvent
        from ..models.request_created_event import RequestCreatedEvent
        from ..models.request_deleted_event import RequestDeletedEvent
        from ..models.request_status_changed_event import RequestStatusChangedEvent
        from ..models.request_updated_event import RequestUpdatedEvent
        from ..models.session_created_event import SessionCreatedEvent
        from ..models.session_revoked_event import SessionRevokedEvent
        from ..models.signin_failed_event import SigninFailedEvent
        from ..models.signin_succeeded_event import SigninSucceededEvent

        id = self.id

        subscription_id = self.subscription_id

        event_type = self.event_type

        status = self.status.value

        payload: dict[str, Any]
        if (
            isinstance(self.payload, DeviceCreatedEvent)
            or isinstance(self.payload, DeviceUpdatedEvent)
            or isinstance(self.payload, DeviceDeletedEvent)
            or isinstance(self.payload, DeviceTagsChangedEvent)
            or isinstance(self.payload, RequestCreatedEvent)
            or isinstance(self.payload, RequestUpdatedEvent)
            or isinstance(self.payload, RequestDeletedEvent)
            or isinstance(self.payload, RequestStatusChangedEvent)
            or isinstance(self.payload, RequestAssigneeChangedEvent)
            or isinstance(self.payload, SigninSucceededEvent)
            or isinstance(self.payload, SigninFailedEvent)
            or isinstance(self.payload, SessionCreatedEvent)
            or isinstance(self.payload, SessionRevokedEvent)
        ):
            payload = self.payload.to_dict()
        else:
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
        from ..models.device_created_event import DeviceCreatedEvent
        from ..models.device_deleted_event import DeviceDeletedEvent
        from ..models.device_tags_changed_event import DeviceTagsChangedEvent
        from ..models.device_updated_event import DeviceUpdatedEvent
        from ..models.request_assignee_changed_event import RequestAssigneeChangedEvent
        from ..models.request_created_event import RequestCreatedEvent
        from ..models.request_deleted_event import RequestDeletedEvent
        from ..models.request_status_changed_event import RequestStatusChangedEvent
        from ..models.request_updated_event import RequestUpdatedEvent
        from ..models.session_created_event import SessionCreatedEvent
        from ..models.session_expired_event import SessionExpiredEvent
        from ..models.session_revoked_event import SessionRevokedEvent
        from ..models.signin_failed_event import SigninFailedEvent
        from ..models.signin_succeeded_event import SigninSucceededEvent
        from ..models.webhook_attempt import WebhookAttempt

        d = dict(src_dict)
        id = d.pop("id")

        subscription_id = d.pop("subscription_id")

        event_type = d.pop("event_type")

        status = WebhookDeliveryStatus(d.pop("status"))

        def _parse_payload(
            data: object,
        ) -> (
            DeviceCreatedEvent
            | DeviceDeletedEvent
            | DeviceTagsChangedEvent
            | DeviceUpdatedEvent
            | RequestAssigneeChangedEvent
            | RequestCreatedEvent
            | RequestDeletedEvent
            | RequestStatusChangedEvent
            | RequestUpdatedEvent
            | SessionCreatedEvent
            | SessionExpiredEvent
            | SessionRevokedEvent
            | SigninFailedEvent
            | SigninSucceededEvent
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_0 = DeviceCreatedEvent.from_dict(data)

                return payload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_1 = DeviceUpdatedEvent.from_dict(data)

                return payload_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_2 = DeviceDeletedEvent.from_dict(data)

                return payload_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_3 = DeviceTagsChangedEvent.from_dict(data)

                return payload_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_4 = RequestCreatedEvent.from_dict(data)

                return payload_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_5 = RequestUpdatedEvent.from_dict(data)

                return payload_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_6 = RequestDeletedEvent.from_dict(data)

                return payload_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_7 = RequestStatusChangedEvent.from_dict(data)

                return payload_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_8 = RequestAssigneeChangedEvent.from_dict(data)

                return payload_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_9 = SigninSucceededEvent.from_dict(data)

                return payload_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_10 = SigninFailedEvent.from_dict(data)

                return payload_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_11 = SessionCreatedEvent.from_dict(data)

                return payload_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_12 = SessionRevokedEvent.from_dict(data)

                return payload_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            payload_type_13 = SessionExpiredEvent.from_dict(data)

            return payload_type_13

        payload = _parse_payload(d.pop("payload"))

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
