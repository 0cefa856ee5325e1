from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.request_status import RequestStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="RequestBulkItem")


@_attrs_define
class RequestBulkItem:
    """An item of the requests bulk call (the shape is a convention); at least one of `status` and `assignee_id`.

    Attributes:
        id (str):
        status (RequestStatus | Unset): Statuses and moves are not shown in the spec (§3); these and the transition
            table are conventions.
        assignee_id (None | str | Unset):
    """

    id: str
    status: RequestStatus | Unset = UNSET
    assignee_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        assignee_id: None | str | Unset
        if isinstance(self.assignee_id, Unset):
            assignee_id = UNSET
        else:
            assignee_id = self.assignee_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if assignee_id is not UNSET:
            field_dict["assignee_id"] = assignee_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        _status = d.pop("status", UNSET)
        status: RequestStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = RequestStatus(_status)

        def _parse_assignee_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        assignee_id = _parse_assignee_id(d.pop("assignee_id", UNSET))

        request_bulk_item = cls(
            id=id,
            status=status,
            assignee_id=assignee_id,
        )

        return request_bulk_item
