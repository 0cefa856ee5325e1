from typing import Literal

EventSessionRevokedReason = Literal[
    "evicted", "refresh_token_reused", "signed_out", "user_deactivated", "user_deleted"
]

EVENT_SESSION_REVOKED_REASON_VALUES: set[EventSessionRevokedReason] = {
    "evicted",
    "refresh_token_reused",
    "signed_out",
    "user_deactivated",
    "user_deleted",
}


def check_event_session_revoked_reason(value: str) -> EventSessionRevokedReason:
    if value in EVENT_SESSION_REVOKED_REASON_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVENT_SESSION_REVOKED_REASON_VALUES!r}"
    )
