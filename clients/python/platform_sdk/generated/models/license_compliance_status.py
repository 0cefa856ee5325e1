from typing import Literal

LicenseComplianceStatus = Literal["compliant", "over_deployed", "under_used"]

LICENSE_COMPLIANCE_STATUS_VALUES: set[LicenseComplianceStatus] = {
    "compliant",
    "over_deployed",
    "under_used",
}


def check_license_compliance_status(value: str) -> LicenseComplianceStatus:
    if value in LICENSE_COMPLIANCE_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LICENSE_COMPLIANCE_STATUS_VALUES!r}"
    )
