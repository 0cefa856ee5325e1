from typing import Literal

ScimErrorScimType = Literal[
    "invalidFilter",
    "invalidPath",
    "invalidSyntax",
    "invalidValue",
    "invalidVers",
    "mutability",
    "noTarget",
    "sensitive",
    "tooMany",
    "uniqueness",
]

SCIM_ERROR_SCIM_TYPE_VALUES: set[ScimErrorScimType] = {
    "invalidFilter",
    "invalidPath",
    "invalidSyntax",
    "invalidValue",
    "invalidVers",
    "mutability",
    "noTarget",
    "sensitive",
    "tooMany",
    "uniqueness",
}


def check_scim_error_scim_type(value: str) -> ScimErrorScimType:
    if value in SCIM_ERROR_SCIM_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_ERROR_SCIM_TYPE_VALUES!r}"
    )
