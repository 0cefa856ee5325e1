from enum import StrEnum


class ScimAttributeReturned(StrEnum):
    ALWAYS = "always"
    DEFAULT = "default"
    NEVER = "never"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
