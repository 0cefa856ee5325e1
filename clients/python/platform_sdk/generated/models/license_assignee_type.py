from typing import Literal

LicenseAssigneeType = Literal["project", "user"]

LICENSE_ASSIGNEE_TYPE_VALUES: set[LicenseAssigneeType] = {
    "project",
    "user",
}


def check_license_assignee_type(value: str) -> LicenseAssigneeType:
    if value in LICENSE_ASSIGNEE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LICENSE_ASSIGNEE_TYPE_VALUES!r}"
    )
