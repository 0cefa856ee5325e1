from enum import StrEnum


class SessionSummaryKind(StrEnum):
    PASSWORD = "password"
    PROVISIONING = "provisioning"

    def __str__(self) -> str:
        return str(self.value)
