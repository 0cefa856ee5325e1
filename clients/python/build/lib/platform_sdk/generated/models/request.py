from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.priority import Priority
from ..models.request_status import RequestStatus

T = TypeVar("T", bound="Request")


@_attrs_define
class Request:
    """A service request (spec §2 gives `id`, a status and an assignee; field names are conventions).

    Attributes:
        id (str):
        title (str):
        description (str):
        status (RequestStatus): Statuses and moves are not shown in the spec (§3); these and the transition table are
            conventions.
        priority (Priority):
        device_id (None | str): The device the request is about.
        assignee_id (None | str): The user (Auth API) working on it.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    title: str
    description: str
    status: RequestStatus
    priority: Priority
    device_id: None | str
    assignee_id: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        description = self.description

        status = self.status.value

        priority = self.priority.value

        device_id: None | str
        device_id = self.device_id

        assignee_id: None | str
        assignee_id = self.assignee_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "description": description,
                "status": status,
                "priority": priority,
                "device_id": device_id,
                "assignee_id": assignee_id,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        description = d.pop("description")

        status = RequestStatus(d.pop("status"))

        priority = Priority(d.pop("priority"))

        def _parse_device_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        device_id = _parse_device_id(d.pop("device_id"))

        def _parse_assignee_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        assignee_id = _parse_assignee_id(d.pop("assignee_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        request = cls(
            id=id,
            title=title,
            description=description,
            status=status,
            priority=priority,
            device_id=device_id,
            assignee_id=assignee_id,
            created_at=created_at,
            updated_at=updated_at,
        )

        return request
