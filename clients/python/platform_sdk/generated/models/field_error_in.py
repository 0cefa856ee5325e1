from typing import Literal

FieldErrorIn = Literal["body", "header", "path", "query"]

FIELD_ERROR_IN_VALUES: set[FieldErrorIn] = {
    "body",
    "header",
    "path",
    "query",
}


def check_field_error_in(value: str) -> FieldErrorIn:
    if value in FIELD_ERROR_IN_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FIELD_ERROR_IN_VALUES!r}"
    )
