from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.license_ import License
    from ..models.license_assignment import LicenseAssignment


T = TypeVar("T", bound="LicenseAssignmentResult")


@_attrs_define
class LicenseAssignmentResult:
    """
    Attributes:
        assignment (LicenseAssignment): One seat of a license, held by a user or a project.
        license_ (License): A software license (spec §2 names the resource; every field is a convention).
    """

    assignment: LicenseAssignment
    license_: License

    def to_dict(self) -> dict[str, Any]:
        assignment = self.assignment.to_dict()

        license_ = self.license_.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "assignment": assignment,
                "license": license_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.license_ import License
        from ..models.license_assignment import LicenseAssignment

        d = dict(src_dict)
        assignment = LicenseAssignment.from_dict(d.pop("assignment"))

        license_ = License.from_dict(d.pop("license"))

        license_assignment_result = cls(
            assignment=assignment,
            license_=license_,
        )

        return license_assignment_result
