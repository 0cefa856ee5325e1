from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.license_assignee_type import LicenseAssigneeType

T = TypeVar("T", bound="LicenseAssignment")


@_attrs_define
class LicenseAssignment:
    """One seat of a license, held by a user or a project.

    Attributes:
        id (str):
        license_id (str):
        assignee_type (LicenseAssigneeType):
        assignee_id (str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    license_id: str
    assignee_type: LicenseAssigneeType
    assignee_id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        license_id = self.license_id

        assignee_type = self.assignee_type.value

        assignee_id = self.assignee_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "license_id": license_id,
                "assignee_type": assignee_type,
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

        license_id = d.pop("license_id")

        assignee_type = LicenseAssigneeType(d.pop("assignee_type"))

        assignee_id = d.pop("assignee_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        license_assignment = cls(
            id=id,
            license_id=license_id,
            assignee_type=assignee_type,
            assignee_id=assignee_id,
            created_at=created_at,
            updated_at=updated_at,
        )

        return license_assignment
