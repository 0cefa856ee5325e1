from typing import Literal

EventSigninFailedReason = Literal["invalid_credentials", "throttled", "user_inactive"]

EVENT_SIGNIN_FAILED_REASON_VALUES: set[EventSigninFailedReason] = {
    "invalid_credentials",
    "throttled",
    "user_inactive",
}


def check_event_signin_failed_reason(value: str) -> EventSigninFailedReason:
    if value in EVENT_SIGNIN_FAILED_REASON_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVENT_SIGNIN_FAILED_REASON_VALUES!r}"
    )
