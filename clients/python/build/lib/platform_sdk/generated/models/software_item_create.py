from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SoftwareItemCreate")


@_attrs_define
class SoftwareItemCreate:
    """
    Attributes:
        name (str):
        version (str):
        publisher (str):
        device_id (str):
        user_id (None | str | Unset):
        license_id (None | str | Unset):
        installed_at (datetime.datetime | Unset): Default the moment of creation; not in the future.
    """

    name: str
    version: str
    publisher: str
    device_id: str
    user_id: None | str | Unset = UNSET
    license_id: None | str | Unset = UNSET
    installed_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        version = self.version

        publisher = self.publisher

        device_id = self.device_id

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id

        license_id: None | str | Unset
        if isinstance(self.license_id, Unset):
            license_id = UNSET
        else:
            license_id = self.license_id

        installed_at: str | Unset = UNSET
        if not isinstance(self.installed_at, Unset):
            installed_at = self.installed_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "version": version,
                "publisher": publisher,
                "device_id": device_id,
            }
        )
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if license_id is not UNSET:
            field_dict["license_id"] = license_id
        if installed_at is not UNSET:
            field_dict["installed_at"] = installed_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        version = d.pop("version")

        publisher = d.pop("publisher")

        device_id = d.pop("device_id")

        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))

        def _parse_license_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        license_id = _parse_license_id(d.pop("license_id", UNSET))

        _installed_at = d.pop("installed_at", UNSET)
        installed_at: datetime.datetime | Unset
        if isinstance(_installed_at, Unset):
            installed_at = UNSET
        else:
            installed_at = datetime.datetime.fromisoformat(_installed_at)

        software_item_create = cls(
            name=name,
            version=version,
            publisher=publisher,
            device_id=device_id,
            user_id=user_id,
            license_id=license_id,
            installed_at=installed_at,
        )

        return software_item_create
