from enum import StrEnum


class EventSessionRevokedReason(StrEnum):
    EVICTED = "evicted"
    REFRESH_TOKEN_REUSED = "refresh_token_reused"
    SIGNED_OUT = "signed_out"
    USER_DEACTIVATED = "user_deactivated"
    USER_DELETED = "user_deleted"

    def __str__(self) -> str:
        return str(self.value)
