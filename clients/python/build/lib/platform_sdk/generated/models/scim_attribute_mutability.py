from enum import StrEnum


class ScimAttributeMutability(StrEnum):
    IMMUTABLE = "immutable"
    READONLY = "readOnly"
    READWRITE = "readWrite"
    WRITEONLY = "writeOnly"

    def __str__(self) -> str:
        return str(self.value)
