from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_user_urnietfparamsscimschemasextensionenterprise_20_user_manager import (
        ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager,
    )


T = TypeVar("T", bound="ScimUserUrnietfparamsscimschemasextensionenterprise20User")


@_attrs_define
class ScimUserUrnietfparamsscimschemasextensionenterprise20User:
    """
    Attributes:
        employee_number (str | Unset):
        cost_center (str | Unset):
        organization (str | Unset):
        division (str | Unset):
        department (str | Unset):
        manager (ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager | Unset):
    """

    employee_number: str | Unset = UNSET
    cost_center: str | Unset = UNSET
    organization: str | Unset = UNSET
    division: str | Unset = UNSET
    department: str | Unset = UNSET
    manager: (
        ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        employee_number = self.employee_number

        cost_center = self.cost_center

        organization = self.organization

        division = self.division

        department = self.department

        manager: dict[str, Any] | Unset = UNSET
        if not isinstance(self.manager, Unset):
            manager = self.manager.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if employee_number is not UNSET:
            field_dict["employeeNumber"] = employee_number
        if cost_center is not UNSET:
            field_dict["costCenter"] = cost_center
        if organization is not UNSET:
            field_dict["organization"] = organization
        if division is not UNSET:
            field_dict["division"] = division
        if department is not UNSET:
            field_dict["department"] = department
        if manager is not UNSET:
            field_dict["manager"] = manager

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_user_urnietfparamsscimschemasextensionenterprise_20_user_manager import (
            ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager,
        )

        d = dict(src_dict)
        employee_number = d.pop("employeeNumber", UNSET)

        cost_center = d.pop("costCenter", UNSET)

        organization = d.pop("organization", UNSET)

        division = d.pop("division", UNSET)

        department = d.pop("department", UNSET)

        _manager = d.pop("manager", UNSET)
        manager: (
            ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager | Unset
        )
        if isinstance(_manager, Unset):
            manager = UNSET
        else:
            manager = ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager.from_dict(
                _manager
            )

        scim_user_urnietfparamsscimschemasextensionenterprise_20_user = cls(
            employee_number=employee_number,
            cost_center=cost_center,
            organization=organization,
            division=division,
            department=department,
            manager=manager,
        )

        return scim_user_urnietfparamsscimschemasextensionenterprise_20_user
