from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SoftwareItem")


@_attrs_define
class SoftwareItem:
    """One installation of a software product on a Registry device.

    Attributes:
        id (str):
        name (str):
        version (str):
        publisher (str):
        device_id (str): A device of the Registry (`/v2/registry/devices/{id}`).
        user_id (None | str): The user who uses it (Auth API), if known.
        license_id (None | str): The license that covers it, if any.
        installed_at (datetime.datetime):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    name: str
    version: str
    publisher: str
    device_id: str
    user_id: None | str
    license_id: None | str
    installed_at: datetime.datetime
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        publisher = self.publisher

        device_id = self.device_id

        user_id: None | str
        user_id = self.user_id

        license_id: None | str
        license_id = self.license_id

        installed_at = self.installed_at.isoformat()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "publisher": publisher,
                "device_id": device_id,
                "user_id": user_id,
                "license_id": license_id,
                "installed_at": installed_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        publisher = d.pop("publisher")

        device_id = d.pop("device_id")

        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))

        def _parse_license_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_id = _parse_license_id(d.pop("license_id"))

        installed_at = datetime.datetime.fromisoformat(d.pop("installed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        software_item = cls(
            id=id,
            name=name,
            version=version,
            publisher=publisher,
            device_id=device_id,
            user_id=user_id,
            license_id=license_id,
            installed_at=installed_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        return software_item
