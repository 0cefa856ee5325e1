from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform import Platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeviceCreate")


@_attrs_define
class DeviceCreate:
    """
    Attributes:
        name (str):
        serial_number (str):
        imei (None | str | Unset): 15 digits with a Luhn check digit
        manufacturer (str | Unset):  Default: ''.
        model (str | Unset):  Default: ''.
        platform (Platform | Unset):
        tags (list[str] | Unset): A set of tags (spec §2); in a patch it replaces the device's set.
    """

    name: str
    serial_number: str
    imei: None | str | Unset = UNSET
    manufacturer: str | Unset = ""
    model: str | Unset = ""
    platform: Platform | Unset = UNSET
    tags: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        serial_number = self.serial_number

        imei: None | str | Unset
        if isinstance(self.imei, Unset):
            imei = UNSET
        else:
            imei = self.imei

        manufacturer = self.manufacturer

        model = self.model

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "serial_number": serial_number,
            }
        )
        if imei is not UNSET:
            field_dict["imei"] = imei
        if manufacturer is not UNSET:
            field_dict["manufacturer"] = manufacturer
        if model is not UNSET:
            field_dict["model"] = model
        if platform is not UNSET:
            field_dict["platform"] = platform
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        serial_number = d.pop("serial_number")

        def _parse_imei(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        imei = _parse_imei(d.pop("imei", UNSET))

        manufacturer = d.pop("manufacturer", UNSET)

        model = d.pop("model", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = Platform(_platform)

        tags = cast(list[str], d.pop("tags", UNSET))

        device_create = cls(
            name=name,
            serial_number=serial_number,
            imei=imei,
            manufacturer=manufacturer,
            model=model,
            platform=platform,
            tags=tags,
        )

        return device_create
