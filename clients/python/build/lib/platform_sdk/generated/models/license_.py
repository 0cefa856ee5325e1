from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.license_kind import LicenseKind
from ..models.license_validity import LicenseValidity

T = TypeVar("T", bound="License")


@_attrs_define
class License:
    """A software license (spec §2 names the resource; every field is a convention).

    Attributes:
        id (str):
        product (str):
        vendor (str):
        kind (LicenseKind): `per_seat` seats go to users, `per_project` seats to projects, a `site` license to either
            (unlimited when `seats` is null).
        seats (int | None): Seats bought; null = unlimited (site licenses only).
        seats_used (int): Seats assigned now.
        seats_available (int | None): Seats left; null when unlimited.
        valid_from (datetime.datetime):
        valid_until (datetime.datetime | None): End of validity (exclusive); null = perpetual.
        validity (LicenseValidity): Derived from the virtual clock: `pending` before `valid_from`, `expired` from
            `valid_until` on.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: str
    product: str
    vendor: str
    kind: LicenseKind
    seats: int | None
    seats_used: int
    seats_available: int | None
    valid_from: datetime.datetime
    valid_until: datetime.datetime | None
    validity: LicenseValidity
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        product = self.product

        vendor = self.vendor

        kind = self.kind.value

        seats: int | None
        seats = self.seats

        seats_used = self.seats_used

        seats_available: int | None
        seats_available = self.seats_available

        valid_from = self.valid_from.isoformat()

        valid_until: None | str
        if isinstance(self.valid_until, datetime.datetime):
            valid_until = self.valid_until.isoformat()
        else:
            valid_until = self.valid_until

        validity = self.validity.value

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "product": product,
                "vendor": vendor,
                "kind": kind,
                "seats": seats,
                "seats_used": seats_used,
                "seats_available": seats_available,
                "valid_from": valid_from,
                "valid_until": valid_until,
                "validity": validity,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        product = d.pop("product")

        vendor = d.pop("vendor")

        kind = LicenseKind(d.pop("kind"))

        def _parse_seats(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seats = _parse_seats(d.pop("seats"))

        seats_used = d.pop("seats_used")

        def _parse_seats_available(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seats_available = _parse_seats_available(d.pop("seats_available"))

        valid_from = datetime.datetime.fromisoformat(d.pop("valid_from"))

        def _parse_valid_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_until_type_0 = datetime.datetime.fromisoformat(data)

                return valid_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        valid_until = _parse_valid_until(d.pop("valid_until"))

        validity = LicenseValidity(d.pop("validity"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        license_ = cls(
            id=id,
            product=product,
            vendor=vendor,
            kind=kind,
            seats=seats,
            seats_used=seats_used,
            seats_available=seats_available,
            valid_from=valid_from,
            valid_until=valid_until,
            validity=validity,
            created_at=created_at,
            updated_at=updated_at,
        )

        return license_
