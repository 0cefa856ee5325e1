from enum import StrEnum


class EventSigninFailedReason(StrEnum):
    INVALID_CREDENTIALS = "invalid_credentials"
    THROTTLED = "throttled"
    USER_INACTIVE = "user_inactive"

    def __str__(self) -> str:
        return str(self.value)
