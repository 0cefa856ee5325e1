from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform import Platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeviceBulkPatchItem")


@_attrs_define
class DeviceBulkPatchItem:
    """An item of `op: patch`: `id` and `tags` (spec §4); the other writable fields are conventions.

    Attributes:
        id (str):
        tags (list[str] | Unset): A set of tags (spec §2); in a patch it replaces the device's set.
        name (str | Unset):
        imei (None | str | Unset): 15 digits with a Luhn check digit
        serial_number (str | Unset):
        manufacturer (str | Unset):
        model (str | Unset):
        platform (Platform | Unset):
    """

    id: str
    tags: list[str] | Unset = UNSET
    name: str | Unset = UNSET
    imei: None | str | Unset = UNSET
    serial_number: str | Unset = UNSET
    manufacturer: str | Unset = UNSET
    model: str | Unset = UNSET
    platform: Platform | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        name = self.name

        imei: None | str | Unset
        if isinstance(self.imei, Unset):
            imei = UNSET
        else:
            imei = self.imei

        serial_number = self.serial_number

        manufacturer = self.manufacturer

        model = self.model

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if tags is not UNSET:
            field_dict["tags"] = tags
        if name is not UNSET:
            field_dict["name"] = name
        if imei is not UNSET:
            field_dict["imei"] = imei
        if serial_number is not UNSET:
            field_dict["serial_number"] = serial_number
        if manufacturer is not UNSET:
            field_dict["manufacturer"] = manufacturer
        if model is not UNSET:
            field_dict["model"] = model
        if platform is not UNSET:
            field_dict["platform"] = platform

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        tags = cast(list[str], d.pop("tags", UNSET))

        name = d.pop("name", UNSET)

        def _parse_imei(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        imei = _parse_imei(d.pop("imei", UNSET))

        serial_number = d.pop("serial_number", UNSET)

        manufacturer = d.pop("manufacturer", UNSET)

        model = d.pop("model", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = Platform(_platform)

        device_bulk_patch_item = cls(
            id=id,
            tags=tags,
            name=name,
            imei=imei,
            serial_number=serial_number,
            manufacturer=manufacturer,
            model=model,
            platform=platform,
        )

        return device_bulk_patch_item
