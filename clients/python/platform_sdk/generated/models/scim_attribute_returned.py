from typing import Literal

ScimAttributeReturned = Literal["always", "default", "never", "request"]

SCIM_ATTRIBUTE_RETURNED_VALUES: set[ScimAttributeReturned] = {
    "always",
    "default",
    "never",
    "request",
}


def check_scim_attribute_returned(value: str) -> ScimAttributeReturned:
    if value in SCIM_ATTRIBUTE_RETURNED_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_ATTRIBUTE_RETURNED_VALUES!r}"
    )
