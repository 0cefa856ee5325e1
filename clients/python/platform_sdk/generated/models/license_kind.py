from typing import Literal

LicenseKind = Literal["per_project", "per_seat", "site"]

LICENSE_KIND_VALUES: set[LicenseKind] = {
    "per_project",
    "per_seat",
    "site",
}


def check_license_kind(value: str) -> LicenseKind:
    if value in LICENSE_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LICENSE_KIND_VALUES!r}"
    )
