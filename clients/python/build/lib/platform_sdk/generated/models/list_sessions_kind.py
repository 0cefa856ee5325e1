from enum import StrEnum


class ListSessionsKind(StrEnum):
    PASSWORD = "password"
    PROVISIONING = "provisioning"

    def __str__(self) -> str:
        return str(self.value)
