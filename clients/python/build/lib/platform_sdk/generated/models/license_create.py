from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.license_kind import LicenseKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="LicenseCreate")


@_attrs_define
class LicenseCreate:
    """
    Attributes:
        product (str):
        vendor (str):
        kind (LicenseKind): `per_seat` seats go to users, `per_project` seats to projects, a `site` license to either
            (unlimited when `seats` is null).
        seats (int | None | Unset): Required unless `kind` is `site`.
        valid_from (datetime.datetime | Unset): Default the moment of creation.
        valid_until (datetime.datetime | None | Unset): After `valid_from`; null or absent = perpetual.
    """

    product: str
    vendor: str
    kind: LicenseKind
    seats: int | None | Unset = UNSET
    valid_from: datetime.datetime | Unset = UNSET
    valid_until: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        product = self.product

        vendor = self.vendor

        kind = self.kind.value

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        valid_from: str | Unset = UNSET
        if not isinstance(self.valid_from, Unset):
            valid_from = self.valid_from.isoformat()

        valid_until: None | str | Unset
        if isinstance(self.valid_until, Unset):
            valid_until = UNSET
        elif isinstance(self.valid_until, datetime.datetime):
            valid_until = self.valid_until.isoformat()
        else:
            valid_until = self.valid_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "product": product,
                "vendor": vendor,
                "kind": kind,
            }
        )
        if seats is not UNSET:
            field_dict["seats"] = seats
        if valid_from is not UNSET:
            field_dict["valid_from"] = valid_from
        if valid_until is not UNSET:
            field_dict["valid_until"] = valid_until

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        product = d.pop("product")

        vendor = d.pop("vendor")

        kind = LicenseKind(d.pop("kind"))

        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        _valid_from = d.pop("valid_from", UNSET)
        valid_from: datetime.datetime | Unset
        if isinstance(_valid_from, Unset):
            valid_from = UNSET
        else:
            valid_from = datetime.datetime.fromisoformat(_valid_from)

        def _parse_valid_until(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_until_type_0 = datetime.datetime.fromisoformat(data)

                return valid_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        valid_until = _parse_valid_until(d.pop("valid_until", UNSET))

        license_create = cls(
            product=product,
            vendor=vendor,
            kind=kind,
            seats=seats,
            valid_from=valid_from,
            valid_until=valid_until,
        )

        return license_create
