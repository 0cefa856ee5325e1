from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.license_compliance_status import LicenseComplianceStatus
from ..models.license_kind import LicenseKind
from ..models.license_validity import LicenseValidity

T = TypeVar("T", bound="LicenseCompliance")


@_attrs_define
class LicenseCompliance:
    """
    Attributes:
        license_id (str):
        product (str):
        vendor (str):
        kind (LicenseKind): `per_seat` seats go to users, `per_project` seats to projects, a `site` license to either
            (unlimited when `seats` is null).
        validity (LicenseValidity): Derived from the virtual clock: `pending` before `valid_from`, `expired` from
            `valid_until` on.
        seats (int | None):
        entitled (int | None): Installations the license allows now; 0 outside its validity window, null when unlimited.
        seats_used (int):
        installations (int): Software items linked to the license.
        installations_without_seat (int): Linked items whose user holds no seat (`per_seat` licenses; 0 otherwise).
        status (LicenseComplianceStatus): `over_deployed`: more installations than the seats the license entitles to
            now; `under_used`: fewer; `compliant`: as many, or unlimited.
        shortfall (int): Installations beyond `entitled`.
        unused (int): Entitled installations not made.
        checked_at (datetime.datetime):
    """

    license_id: str
    product: str
    vendor: str
    kind: LicenseKind
    validity: LicenseValidity
    seats: int | None
    entitled: int | None
    seats_used: int
    installations: int
    installations_without_seat: int
    status: LicenseComplianceStatus
    shortfall: int
    unused: int
    checked_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        license_id = self.license_id

        product = self.product

        vendor = self.vendor

        kind = self.kind.value

        validity = self.validity.value

        seats: int | None
        seats = self.seats

        entitled: int | None
        entitled = self.entitled

        seats_used = self.seats_used

        installations = self.installations

        installations_without_seat = self.installations_without_seat

        status = self.status.value

        shortfall = self.shortfall

        unused = self.unused

        checked_at = self.checked_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "license_id": license_id,
                "product": product,
                "vendor": vendor,
                "kind": kind,
                "validity": validity,
                "seats": seats,
                "entitled": entitled,
                "seats_used": seats_used,
                "installations": installations,
                "installations_without_seat": installations_without_seat,
                "status": status,
                "shortfall": shortfall,
                "unused": unused,
                "checked_at": checked_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        license_id = d.pop("license_id")

        product = d.pop("product")

        vendor = d.pop("vendor")

        kind = LicenseKind(d.pop("kind"))

        validity = LicenseValidity(d.pop("validity"))

        def _parse_seats(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seats = _parse_seats(d.pop("seats"))

        def _parse_entitled(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        entitled = _parse_entitled(d.pop("entitled"))

        seats_used = d.pop("seats_used")

        installations = d.pop("installations")

        installations_without_seat = d.pop("installations_without_seat")

        status = LicenseComplianceStatus(d.pop("status"))

        shortfall = d.pop("shortfall")

        unused = d.pop("unused")

        checked_at = datetime.datetime.fromisoformat(d.pop("checked_at"))

        license_compliance = cls(
            license_id=license_id,
            product=product,
            vendor=vendor,
            kind=kind,
            validity=validity,
            seats=seats,
            entitled=entitled,
            seats_used=seats_used,
            installations=installations,
            installations_without_seat=installations_without_seat,
            status=status,
            shortfall=shortfall,
            unused=unused,
            checked_at=checked_at,
        )

        return license_compliance
