from typing import Literal

ScimAttributeType = Literal[
    "binary",
    "boolean",
    "complex",
    "dateTime",
    "decimal",
    "integer",
    "reference",
    "string",
]

SCIM_ATTRIBUTE_TYPE_VALUES: set[ScimAttributeType] = {
    "binary",
    "boolean",
    "complex",
    "dateTime",
    "decimal",
    "integer",
    "reference",
    "string",
}


def check_scim_attribute_type(value: str) -> ScimAttributeType:
    if value in SCIM_ATTRIBUTE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_ATTRIBUTE_TYPE_VALUES!r}"
    )
