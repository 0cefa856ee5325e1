from typing import Literal

LicenseValidity = Literal["active", "expired", "pending"]

LICENSE_VALIDITY_VALUES: set[LicenseValidity] = {
    "active",
    "expired",
    "pending",
}


def check_license_validity(value: str) -> LicenseValidity:
    if value in LICENSE_VALIDITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LICENSE_VALIDITY_VALUES!r}"
    )
