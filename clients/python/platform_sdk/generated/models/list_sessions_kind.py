from typing import Literal

ListSessionsKind = Literal["password", "provisioning"]

LIST_SESSIONS_KIND_VALUES: set[ListSessionsKind] = {
    "password",
    "provisioning",
}


def check_list_sessions_kind(value: str) -> ListSessionsKind:
    if value in LIST_SESSIONS_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_SESSIONS_KIND_VALUES!r}"
    )
