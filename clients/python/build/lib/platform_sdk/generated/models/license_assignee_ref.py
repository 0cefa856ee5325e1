from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.license_assignee_type import LicenseAssigneeType

T = TypeVar("T", bound="LicenseAssigneeRef")


@_attrs_define
class LicenseAssigneeRef:
    """Which license, and which user or project holds (or is to hold) a seat of it.

    Attributes:
        license_id (str):
        assignee_type (LicenseAssigneeType):
        assignee_id (str):
    """

    license_id: str
    assignee_type: LicenseAssigneeType
    assignee_id: str

    def to_dict(self) -> dict[str, Any]:
        license_id = self.license_id

        assignee_type = self.assignee_type.value

        assignee_id = self.assignee_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "license_id": license_id,
                "assignee_type": assignee_type,
                "assignee_id": assignee_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        license_id = d.pop("license_id")

        assignee_type = LicenseAssigneeType(d.pop("assignee_type"))

        assignee_id = d.pop("assignee_id")

        license_assignee_ref = cls(
            license_id=license_id,
            assignee_type=assignee_type,
            assignee_id=assignee_id,
        )

        return license_assignee_ref
