from typing import Literal

SessionSummaryKind = Literal["password", "provisioning"]

SESSION_SUMMARY_KIND_VALUES: set[SessionSummaryKind] = {
    "password",
    "provisioning",
}


def check_session_summary_kind(value: str) -> SessionSummaryKind:
    if value in SESSION_SUMMARY_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SESSION_SUMMARY_KIND_VALUES!r}"
    )
