from typing import Literal

ScimAttributeMutability = Literal["immutable", "readOnly", "readWrite", "writeOnly"]

SCIM_ATTRIBUTE_MUTABILITY_VALUES: set[ScimAttributeMutability] = {
    "immutable",
    "readOnly",
    "readWrite",
    "writeOnly",
}


def check_scim_attribute_mutability(value: str) -> ScimAttributeMutability:
    if value in SCIM_ATTRIBUTE_MUTABILITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_ATTRIBUTE_MUTABILITY_VALUES!r}"
    )
