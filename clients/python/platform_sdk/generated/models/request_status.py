from typing import Literal

RequestStatus = Literal[
    "cancelled", "closed", "in_progress", "on_hold", "open", "resolved"
]

REQUEST_STATUS_VALUES: set[RequestStatus] = {
    "cancelled",
    "closed",
    "in_progress",
    "on_hold",
    "open",
    "resolved",
}


def check_request_status(value: str) -> RequestStatus:
    if value in REQUEST_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REQUEST_STATUS_VALUES!r}"
    )
