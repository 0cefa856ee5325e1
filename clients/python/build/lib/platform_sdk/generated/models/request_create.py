from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.priority import Priority
from ..models.request_status import RequestStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="RequestCreate")


@_attrs_define
class RequestCreate:
    """
    Attributes:
        title (str):
        description (str | Unset):  Default: ''.
        status (RequestStatus | Unset): Statuses and moves are not shown in the spec (§3); these and the transition
            table are conventions.
        priority (Priority | Unset):
        device_id (None | str | Unset):
        assignee_id (None | str | Unset):
    """

    title: str
    description: str | Unset = ""
    status: RequestStatus | Unset = UNSET
    priority: Priority | Unset = UNSET
    device_id: None | str | Unset = UNSET
    assignee_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        priority: str | Unset = UNSET
        if not isinstance(self.priority, Unset):
            priority = self.priority.value

        device_id: None | str | Unset
        if isinstance(self.device_id, Unset):
            device_id = UNSET
        else:
            device_id = self.device_id

        assignee_id: None | str | Unset
        if isinstance(self.assignee_id, Unset):
            assignee_id = UNSET
        else:
            assignee_id = self.assignee_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if priority is not UNSET:
            field_dict["priority"] = priority
        if device_id is not UNSET:
            field_dict["device_id"] = device_id
        if assignee_id is not UNSET:
            field_dict["assignee_id"] = assignee_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title")

        description = d.pop("description", UNSET)

        _status = d.pop("status", UNSET)
        status: RequestStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = RequestStatus(_status)

        _priority = d.pop("priority", UNSET)
        priority: Priority | Unset
        if isinstance(_priority, Unset):
            priority = UNSET
        else:
            priority = Priority(_priority)

        def _parse_device_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        device_id = _parse_device_id(d.pop("device_id", UNSET))

        def _parse_assignee_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assignee_id = _parse_assignee_id(d.pop("assignee_id", UNSET))

        request_create = cls(
            title=title,
            description=description,
            status=status,
            priority=priority,
            device_id=device_id,
            assignee_id=assignee_id,
        )

        return request_create
