from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform import Platform

T = TypeVar("T", bound="Device")


@_attrs_define
class Device:
    """A device (spec §2 gives `id` and `tags`; every other field is a convention).

    Attributes:
        id (str):
        name (str):
        imei (None | str): The IMEI (15 digits with a Luhn check digit, as `Imei` says for writes), or null. The pattern
            is not repeated here: openapi-generator's Go client cannot check a pattern on a nullable string and refuses
            every device it reads (docs/client.md).
        serial_number (str):
        manufacturer (str):
        model (str):
        platform (Platform):
        tags (list[str]): A set of tags (spec §2); in a patch it replaces the device's set.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    name: str
    imei: None | str
    serial_number: str
    manufacturer: str
    model: str
    platform: Platform
    tags: list[str]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        imei: None | str
        imei = self.imei

        serial_number = self.serial_number

        manufacturer = self.manufacturer

        model = self.model

        platform = self.platform.value

        tags = self.tags

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "imei": imei,
                "serial_number": serial_number,
                "manufacturer": manufacturer,
                "model": model,
                "platform": platform,
                "tags": tags,
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

        def _parse_imei(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        imei = _parse_imei(d.pop("imei"))

        serial_number = d.pop("serial_number")

        manufacturer = d.pop("manufacturer")

        model = d.pop("model")

        platform = Platform(d.pop("platform"))

        tags = cast(list[str], d.pop("tags"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        device = cls(
            id=id,
            name=name,
            imei=imei,
            serial_number=serial_number,
            manufacturer=manufacturer,
            model=model,
            platform=platform,
            tags=tags,
            created_at=created_at,
            updated_at=updated_at,
        )

        return device
