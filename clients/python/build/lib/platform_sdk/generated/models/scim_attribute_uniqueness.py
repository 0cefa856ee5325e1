from enum import StrEnum


class ScimAttributeUniqueness(StrEnum):
    GLOBAL = "global"
    NONE = "none"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
