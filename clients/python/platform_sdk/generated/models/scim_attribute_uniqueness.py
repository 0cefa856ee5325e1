from typing import Literal

ScimAttributeUniqueness = Literal["global", "none", "server"]

SCIM_ATTRIBUTE_UNIQUENESS_VALUES: set[ScimAttributeUniqueness] = {
    "global",
    "none",
    "server",
}


def check_scim_attribute_uniqueness(value: str) -> ScimAttributeUniqueness:
    if value in SCIM_ATTRIBUTE_UNIQUENESS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_ATTRIBUTE_UNIQUENESS_VALUES!r}"
    )
